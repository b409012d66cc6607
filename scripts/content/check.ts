/**
 * `npm run content:check [folder]`: reads every content file (content/ by default) as the build
 * does and prints each problem as `file:line: what is wrong`; exits 1 when there is any, so an
 * editor sees every mistake of an edit at once, before the build. Guide: docs/editing-content.md.
 */
import { loadAppModules } from '../app-modules.ts'

type ContentFiles = typeof import('../../src/catalogue/content-files.ts')

const [module] = await loadAppModules(['/src/catalogue/content-files.ts'] as const)
const { readContent, formatProblem, CONTENT_DIR } = module as ContentFiles
const dir = process.argv[2] ?? CONTENT_DIR
const { content, problems } = readContent(dir)
if (!content) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(
    `\n${problems.length} problem(s) in the content: nothing was changed. docs/editing-content.md says how to fix each kind.`,
  )
  process.exit(1)
}
const sources = Object.keys(content.sources).length
console.log(`The content is right: ${content.waterfalls.length} waterfalls, ${sources} sources.`)
