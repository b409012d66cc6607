import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml'
import type * as z from 'zod/mini'
import {
  type AuthoredWaterfall,
  type SourceRegistry,
  sourceId,
  sourceSchema,
  waterfallSchemas,
} from './authored-schema'

/*
 * The content files: one YAML file per waterfall (content/waterfalls/NN-name.yaml) holding every
 * fact about it in both languages with the sources it alone cites, the sources several waterfalls
 * cite (content/sources.yaml), and the facts several share (content/shared.yaml), which a
 * waterfall's file uses as `use: <name>`. Read at build and by the tests, never by the browser.
 * Every problem is reported as `file:line: what is wrong`, all of them at once.
 */

/** Where the content lives: the project's `content/` folder. */
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content')

export type ContentProblem = { file: string; line: number; message: string }
export type Content = { sources: SourceRegistry; waterfalls: AuthoredWaterfall[] }

type Path = readonly PropertyKey[]

/** One YAML file, parsed, with a way to find the line of any path in it. */
type ContentFile = { name: string; value: unknown; lineOf: (path: Path) => number }

const WATERFALL_FILE = /^(\d+)-[a-z0-9-]+\.yaml$/

class Problems {
  readonly list: ContentProblem[] = []
  add(file: ContentFile | string, line: number, message: string) {
    this.list.push({ file: typeof file === 'string' ? file : file.name, line, message })
  }
}

function readYaml(dir: string, path: string, problems: Problems): ContentFile | undefined {
  const name = relative(join(dir, '..'), path).split('\\').join('/')
  const lineCounter = new LineCounter()
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter, uniqueKeys: true, prettyErrors: false })
  for (const error of [...doc.errors, ...doc.warnings]) {
    problems.add(
      name,
      lineCounter.linePos(error.pos[0]).line,
      `this is not valid YAML: ${error.message.split('\n')[0]}`,
    )
  }
  if (doc.errors.length > 0) return undefined
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line)
  return {
    name,
    value: doc.toJS(),
    lineOf(path) {
      let node: unknown = doc.contents
      let line = lineAt((node as Node | null)?.range?.[0])
      for (const key of path) {
        if (isMap(node)) {
          const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key))
          if (!pair) break
          line = lineAt((pair.key as Node).range?.[0])
          node = pair.value
          // A fact used from shared.yaml: its problems are reported at the `use:` line.
          if (isMap(node) && node.has('use')) break
        } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
          node = node.items[key]
          line = lineAt((node as Node).range?.[0])
        } else break
      }
      return line
    },
  }
}

/** A field's name as an editor reads it in the file: `notices[0].text.en`. */
function fieldName(path: Path): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  )
}

const LANGUAGE_NAMES: Record<string, string> = { it: 'the Italian text', en: 'the English text' }

/** A schema's complaint in plain words, with the field it is about. */
function plainProblems(issue: z.core.$ZodIssue): { path: Path; message: string }[] {
  const field = fieldName(issue.path)
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: [...issue.path, key],
      message:
        issue.path.at(-1) === 'months'
          ? `"${key}" is not a month: write the months' names in English, January to December`
          : `${fieldName([...issue.path, key])} is not a field this file can have (a typo?)`,
    }))
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    const last = issue.path.at(-1)
    const what = typeof last === 'string' && LANGUAGE_NAMES[last] ? ` (${LANGUAGE_NAMES[last]})` : ''
    return [{ path: issue.path, message: `${field} is missing${what}` }]
  }
  if (issue.code === 'invalid_value') {
    const allowed = issue.values.map((value) => `"${String(value)}"`).join(', ')
    return [{ path: issue.path, message: `${field} is "${String(issue.input)}", which is not one of ${allowed}` }]
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // The union's best branch: the one with the fewest complaints.
    const best = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? []
    return best.flatMap((inner) =>
      plainProblems({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue),
    )
  }
  return [{ path: issue.path, message: field ? `${field}: ${issue.message}` : issue.message }]
}

function report(file: ContentFile, issues: readonly z.core.$ZodIssue[], problems: Problems, prefix: Path = []) {
  for (const issue of issues) {
    const located = { ...issue, path: [...prefix, ...issue.path] } as z.core.$ZodIssue
    for (const { path, message } of plainProblems(located)) problems.add(file, file.lineOf(path), message)
  }
}

/** A source as written, its date read as text even where YAML reads a bare year as a number. */
function sourceInput(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const { date, ...rest } = value as Record<string, unknown>
  return date === undefined ? rest : { ...rest, date: typeof date === 'number' ? String(date) : date }
}

/**
 * Replaces each `use: <name>` with the shared fact of that name, and any field written beside it
 * over the shared one's.
 */
function resolveUses(
  value: unknown,
  shared: Record<string, unknown>,
  onUnknown: (name: string, path: Path) => void,
  path: Path = [],
): unknown {
  if (Array.isArray(value)) return value.map((item, index) => resolveUses(item, shared, onUnknown, [...path, index]))
  if (typeof value !== 'object' || value === null) return value
  const record = value as Record<string, unknown>
  if ('use' in record) {
    // The shared fact, with what the file adds or changes beside `use:` (a note, say).
    const { use, ...own } = record
    const name = String(use)
    if (!(name in shared)) onUnknown(name, path)
    const base = structuredClone(shared[name])
    const added = resolveUses(own, shared, onUnknown, path) as Record<string, unknown>
    return isRecord(base) && Object.keys(added).length > 0 ? { ...base, ...added } : (base ?? added)
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, resolveUses(item, shared, onUnknown, [...path, key])]),
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads and checks every content file under `dir`: the sources, the shared facts and each
 * waterfall. Returns the content when every file is right, and every problem found otherwise.
 */
export function readContent(dir: string = CONTENT_DIR): { content?: Content; problems: ContentProblem[] } {
  const problems = new Problems()
  const registry: Record<string, z.output<typeof sourceSchema>> = {}
  const writtenIn = new Map<string, string>()
  const citedBy = new Map<string, number>()
  /** Each page is one source: its address, without a final slash, and its id. */
  const addresses = new Map<string, string>()

  const register = (file: ContentFile, id: string, value: unknown, path: Path) => {
    const checkedId = sourceId.safeParse(id)
    if (!checkedId.success) problems.add(file, file.lineOf(path), `"${id}": ${checkedId.error.issues[0]?.message}`)
    const elsewhere = writtenIn.get(id)
    if (elsewhere)
      problems.add(file, file.lineOf(path), `source ${id} is already written in ${elsewhere}: write it once`)
    writtenIn.set(id, file.name)
    const parsed = sourceSchema.safeParse(sourceInput(value))
    if (parsed.success) {
      registry[id] = parsed.data
      const address = parsed.data.url.replace(/\/$/, '')
      const twin = addresses.get(address)
      if (twin) problems.add(file, file.lineOf([...path, 'url']), `this page is already source ${twin}: cite ${twin}`)
      else addresses.set(address, id)
    } else {
      report(file, parsed.error.issues, problems, path)
      // Known, though wrong: the facts citing it are not reported again.
      registry[id] = { publisher: id, title: id, lang: 'it', url: 'https://invalid.example/' }
    }
  }

  const sourcesFile = readYaml(dir, join(dir, 'sources.yaml'), problems)
  if (sourcesFile) {
    if (!isRecord(sourcesFile.value)) problems.add(sourcesFile, 1, 'expected a list of sources by id: S12: …')
    else for (const [id, value] of Object.entries(sourcesFile.value)) register(sourcesFile, id, value, [id])
  }
  const sharedFile = readYaml(dir, join(dir, 'shared.yaml'), problems)
  const shared = sharedFile && isRecord(sharedFile.value) ? sharedFile.value : {}

  // First every waterfall's own sources, so that any file may be checked against all of them.
  const drafts: { file: ContentFile; entry: Record<string, unknown> }[] = []
  const names = readdirSync(join(dir, 'waterfalls'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
  for (const name of names) {
    const file = readYaml(dir, join(dir, 'waterfalls', name), problems)
    if (!file) continue
    if (!isRecord(file.value)) {
      problems.add(file, 1, 'expected the fields of one waterfall (id, name, …)')
      continue
    }
    const entry = resolveUses(file.value, shared, (use, path) => {
      problems.add(file, file.lineOf(path), `there is no shared fact "${use}" in content/shared.yaml`)
    }) as Record<string, unknown>
    if (typeof entry.id === 'number') entry.id = String(entry.id)
    const numbered = WATERFALL_FILE.exec(name)
    if (!numbered) problems.add(file, 1, 'a waterfall file is named by its id and name: 08-orrido-di-nesso.yaml')
    else if (String(Number(numbered[1])) !== entry.id) {
      problems.add(
        file,
        file.lineOf(['id']),
        `the file's number says id ${Number(numbered[1])}, but its id is ${String(entry.id)}`,
      )
    }
    if (Array.isArray(entry.sources)) {
      entry.sources = entry.sources.map((item: unknown, index) => {
        if (!isRecord(item)) return item
        const { id, ...source } = item
        register(file, String(id), source, ['sources', index])
        return String(id)
      })
    }
    drafts.push({ file, entry })
  }

  const waterfalls: AuthoredWaterfall[] = []
  const schemas = waterfallSchemas(registry)
  const ids = new Map<string, string>()
  for (const { file, entry } of drafts) {
    if (Array.isArray(entry.sources)) {
      for (const id of entry.sources) if (typeof id === 'string') citedBy.set(id, (citedBy.get(id) ?? 0) + 1)
    }
    const fields = schemas.fileFields.safeParse(entry)
    const result = fields.success ? schemas.file.safeParse(entry) : fields
    if (!result.success) {
      report(file, result.error.issues, problems)
      continue
    }
    const elsewhere = ids.get(result.data.id)
    if (elsewhere) problems.add(file, file.lineOf(['id']), `id ${result.data.id} is already used by ${elsewhere}`)
    ids.set(result.data.id, file.name)
    waterfalls.push(result.data)
  }

  if (sourcesFile && isRecord(sourcesFile.value)) {
    for (const id of Object.keys(sourcesFile.value)) {
      const count = citedBy.get(id) ?? 0
      if (count < 2) {
        problems.add(
          sourcesFile,
          sourcesFile.lineOf([id]),
          count === 0
            ? `source ${id} is listed by no waterfall: list it in one, or remove it`
            : `source ${id} is listed by one waterfall only: move it into that waterfall's file`,
        )
      }
    }
  }

  if (problems.list.length > 0) {
    const sorted = [...problems.list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    return { problems: sorted }
  }
  waterfalls.sort((a, b) => Number(a.id) - Number(b.id))
  return { content: { sources: registry, waterfalls }, problems: [] }
}

/** A problem as an editor's terminal and editor read it: `file:line: what is wrong`. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`
}

/** The content, read once; a build or test stops with every problem when a file is wrong. */
export function loadContent(dir?: string): Content {
  const { content, problems } = readContent(dir)
  if (!content) {
    throw new Error(`The content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
  }
  return content
}
