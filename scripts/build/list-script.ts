import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const ENTRY = '\0list-script-entry'

/**
 * A list page's own script (src/features/finder/list-before-app.ts), bundled and minified as one
 * classic script: it runs inline, after the list's markup, before the app. The build writes it
 * into each list page (prerender.ts); list-before-app.test.ts runs this same text.
 */
export async function bundleListScript(): Promise<string> {
  const bundle = await build({
    input: ENTRY,
    // The entry is the one call that starts the script, written here rather than as a file of its own.
    plugins: [
      {
        name: 'list-script-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) =>
          id === ENTRY
            ? `import { startListBeforeApp } from ${JSON.stringify(join(root, 'src/features/finder/list-before-app.ts'))}\nstartListBeforeApp(document)\n`
            : null,
      },
    ],
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
