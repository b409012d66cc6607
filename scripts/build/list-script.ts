import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * A list page's own script (src/features/finder/list-before-app.ts), bundled and minified as one
 * classic script: it runs inline, after the list's markup, before the app. The build writes it
 * into each list page (prerender.ts); list-before-app.test.ts runs this same text.
 */
export async function bundleListScript(): Promise<string> {
  const bundle = await build({
    input: join(root, 'src/features/finder/list-before-app-script.ts'),
    platform: 'browser',
    write: false,
    // Constants other modules freeze or list at load (the site's paths, the filters' keys) cost the
    // script nothing when it reads none of them.
    treeshake: { manualPureFunctions: ['Object.freeze', 'Object.keys'] },
    output: { format: 'iife', minify: true },
  })
  const script = bundle.output[0].code.trim()
  if (script.includes('</script')) throw new Error('The list script cannot be written inline')
  return script
}
