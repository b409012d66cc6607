import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'vite'

const ROOT = join(import.meta.dirname, '..')

/**
 * Loads the app's own modules (paths from the project's root, e.g. '/src/catalogue/build-catalogue.ts')
 * through Vite, which resolves their extensionless imports as the build does (plain node cannot).
 * No config file: the app's plugins would regenerate the route tree. The dependency cache goes to
 * a temporary directory, not node_modules, and the server is closed before this returns.
 */
export async function loadAppModules<const Paths extends readonly string[]>(
  paths: Paths,
): Promise<{ [Index in keyof Paths]: unknown }> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'app-modules-'))
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    cacheDir,
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })
  try {
    const modules: unknown[] = []
    for (const path of paths) modules.push(await vite.ssrLoadModule(path))
    return modules as { [Index in keyof Paths]: unknown }
  } finally {
    await vite.close()
    await rm(cacheDir, { recursive: true, force: true })
  }
}
