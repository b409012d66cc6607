/**
 * Which source each piece of a built script came from, read from its source map (version 3): the
 * rules js-composition.ts weighs packages by, kept apart so that they can be tested.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]))

/** One mapping segment's fields (Base64 VLQ), each relative to the same field's previous value. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char)
    if (digit === undefined) throw new Error(`Not a Base64 VLQ digit: ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

/** The key of the text no source is named for: line breaks, and what the bundler wrote itself. */
export const UNMAPPED = -1

/**
 * A script's text by the index of the source (in the map's `sources`) each piece came from. A
 * piece runs from its segment's column to the next segment's, or to the end of the line.
 */
export function textBySource(code: string, mappings: string): Map<number, string> {
  const pieces = new Map<number, string[]>()
  const add = (source: number, text: string) => {
    if (text.length === 0) return
    const list = pieces.get(source)
    if (list) list.push(text)
    else pieces.set(source, [text])
  }
  const lines = code.split('\n')
  const mappingLines = mappings.split(';')
  // Vite puts its dynamic imports' dependency list (`__vite__mapDeps`) on a line of its own at the
  // top of a chunk whose map is already written: a file's lines beyond its map's are its first.
  const unmappedLines = Math.max(0, lines.length - mappingLines.length)
  let source = 0
  lines.forEach((line, lineIndex) => {
    const segments = lineIndex < unmappedLines ? '' : (mappingLines[lineIndex - unmappedLines] ?? '')
    // Columns count UTF-16 code units, as a JavaScript string's indices do.
    let column = 0
    let start = 0
    let current = UNMAPPED
    for (const segment of segments.split(',')) {
      if (segment === '') continue
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment)
      column += columnDelta
      add(current, line.slice(start, column))
      start = column
      if (sourceDelta === undefined) current = UNMAPPED
      else {
        source += sourceDelta
        current = source
      }
    }
    add(current, line.slice(start))
    if (lineIndex < lines.length - 1) add(UNMAPPED, '\n')
  })
  return new Map([...pieces].map(([key, texts]) => [key, texts.join('')]))
}

/** The npm package a source path belongs to, with the folder it was installed in. */
export function packageOf(path: string): { name: string; root: string } | undefined {
  const inModules = path.lastIndexOf('node_modules/')
  if (inModules < 0) return undefined
  const start = inModules + 'node_modules/'.length
  const [first = '', second = ''] = path.slice(start).split('/')
  const name = first.startsWith('@') ? `${first}/${second}` : first
  return { name, root: path.slice(0, start + name.length) }
}
