import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { CONTENT_DIR, type ContentProblem, formatProblem, readContent } from './content-files'

/*
 * The content files as an editor meets them: a copy of the real content, broken one way at a
 * time, must fail with each problem at its file and line, in plain words (docs/editing-content.md).
 */

const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const CENGHEN = 'waterfalls/03-cascata-del-cenghen.yaml'
const ACQUAFRAGGIA = 'waterfalls/01-cascate-dell-acquafraggia.yaml'
const NESSO = 'waterfalls/08-orrido-e-cascata-di-nesso.yaml'

/** A copy of the content with one file's text changed; the change must apply exactly once. */
function contentWith(file: string, from: string, to: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  copies.push(dir)
  cpSync(CONTENT_DIR, join(dir, 'content'), { recursive: true })
  const path = join(dir, 'content', file)
  const text = readFileSync(path, 'utf8')
  expect(text.split(from).length - 1, `"${from}" in ${file}`).toBe(1)
  writeFileSync(path, text.replace(from, to))
  return join(dir, 'content')
}

/** The line of a file where `text` first appears, counting from 1. */
function lineOf(file: string, text: string): number {
  const lines = readFileSync(join(CONTENT_DIR, file), 'utf8').split('\n')
  const index = lines.findIndex((line) => line.includes(text))
  expect(index, `"${text}" in ${file}`).toBeGreaterThanOrEqual(0)
  return index + 1
}

function problemsOf(dir: string): ContentProblem[] {
  const { content, problems } = readContent(dir)
  expect(content).toBeUndefined()
  return problems
}

describe('the content files', () => {
  it('are right as they stand: fourteen waterfalls, each in its own numbered file', () => {
    const { content, problems } = readContent()
    expect(problems.map(formatProblem)).toEqual([])
    expect(content?.waterfalls.map((entry) => entry.id)).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)))
  })

  it.each([
    {
      kind: 'a missing translation',
      file: CENGHEN,
      from: '  en: In the woods behind Abbadia Lariana',
      to: '  fr: In the woods behind Abbadia Lariana',
      at: 'description:',
      says: /description\.en is missing \(the English text\)/,
    },
    {
      kind: 'an undated fee',
      file: ACQUAFRAGGIA,
      from: '    year: 2025\n    text:\n      it: Ingresso a 3 euro',
      to: '    text:\n      it: Ingresso a 3 euro',
      at: '  - kind: fee',
      says: /notices\[0\]\.year is missing/,
    },
    {
      kind: 'a bad month name',
      file: CENGHEN,
      from: '  January: variable (estimate)',
      to: '  Janury: variable (estimate)',
      at: '  January: variable (estimate)',
      says: /"Janury" is not a month: write the months' names in English, January to December/,
    },
    {
      kind: 'a month without its basis',
      file: CENGHEN,
      from: '  February: variable (estimate)',
      to: '  February: variable',
      at: '  February: variable (estimate)',
      says: /months\.February: write a month as one of best, variable, low, closed, then \(sourced\) or \(estimate\)/,
    },
    {
      kind: 'an unknown source',
      file: CENGHEN,
      from: '  sources: [ S16 ]',
      to: '  sources: [ S999 ]',
      at: '  sources: [ S16 ]',
      says: /a fact cites a source missing from the entry’s sources/,
    },
    {
      kind: 'a source on a scraper of other publishers’ pages',
      file: NESSO,
      from: 'url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html',
      to: 'url: https://docslib.org/doc/1/tuffi-a-nesso',
      at: 'url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html',
      says: /sources\[\d+\]\.url: this host copies other publishers’ pages/,
    },
    {
      kind: 'a source on a republishing site that does not name its original',
      file: NESSO,
      from: 'url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html',
      to: 'url: https://lombardianera.it/2022/08/01/tuffi-a-nesso',
      at: 'url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html',
      says: /this site republishes other publishers’ articles: cite the original, or say which page it copies in copyOf/,
    },
    {
      kind: 'a page written as two sources',
      file: NESSO,
      from: 'url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html',
      to: 'url: https://it.wikipedia.org/wiki/Orrido_di_Nesso',
      at: 'url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html',
      says: /this page is already source S39: cite S39/,
    },
    {
      kind: 'a shared fact that does not exist',
      file: NESSO,
      from: '    - use: trenord-timetables',
      to: '    - use: trenord-timetable',
      at: '    - use: trenord-timetables',
      says: /there is no shared fact "trenord-timetable" in content\/shared\.yaml/,
    },
    {
      kind: 'a broken YAML line',
      file: CENGHEN,
      from: 'province: Lecco',
      to: 'province: [Lecco',
      at: 'province: Lecco',
      says: /this is not valid YAML/,
    },
  ])('fail on $kind, at its file and line', ({ file, from, to, at, says }) => {
    const problems = problemsOf(contentWith(file, from, to))
    const line = lineOf(file, at)
    const found = problems.find((problem) => says.test(problem.message))
    expect(found, problems.map(formatProblem).join('\n')).toBeDefined()
    expect(found && formatProblem(found)).toMatch(new RegExp(`^content/${file.replace('.', '\\.')}:\\d+: `))
    // The line the editor has to open: the field itself, or the line that holds it.
    expect(Math.abs((found?.line ?? 0) - line), formatProblem(found as ContentProblem)).toBeLessThanOrEqual(2)
  })

  it('accept a copy on a republishing site that names the publisher’s own page', () => {
    const dir = contentWith(
      NESSO,
      'url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html',
      'url: https://lombardianera.it/2022/08/01/tuffi-a-nesso\n    copyOf: { publisher: quicomo.it, url: https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html }',
    )
    expect(readContent(dir).problems.map(formatProblem)).toEqual([])
  })

  it('say when a file’s number and its id disagree', () => {
    const problems = problemsOf(contentWith(CENGHEN, 'id: 3\n', 'id: 4\n'))
    expect(problems.map(formatProblem)).toContain(
      `content/${CENGHEN}:${lineOf(CENGHEN, 'id: 3')}: the file's number says id 3, but its id is 4`,
    )
  })
})

describe('npm run content:check', () => {
  const run = promisify(execFile)
  const check = (dir?: string) =>
    run(process.execPath, ['scripts/content/check.ts', ...(dir ? [dir] : [])], { cwd: join(CONTENT_DIR, '..') })

  it('says the content is right, and exits 0', async () => {
    const { stdout } = await check()
    expect(stdout).toMatch(/^The content is right: 14 waterfalls, \d+ sources\.$/m)
  }, 60_000)

  it('prints each problem as file:line: what is wrong, and exits 1', async () => {
    const dir = contentWith(CENGHEN, '  January: variable (estimate)', '  Janury: variable (estimate)')
    const failure = await check(dir).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain(
      `content/${CENGHEN}:${lineOf(CENGHEN, 'January: variable')}: "Janury" is not a month: write the months' names in English, January to December`,
    )
  }, 60_000)
})
