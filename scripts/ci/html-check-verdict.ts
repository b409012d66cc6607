/**
 * Reads the Nu Html Checker's JSON report (`--format json`): its errors fail the check, its
 * warnings are printed, its other notes are only counted. Kept apart from html-check.ts, which
 * runs the checker, so that the rules are tested on reports written out in the tests.
 */

/** One message of the report, with the fields this check reads. */
export type CheckerMessage = {
  /** `error` (and `non-document-error` for a file it could not read) or `info`, whose `warning` subtype is a warning. */
  type: string
  subType?: string
  url?: string
  message?: string
  extract?: string
  lastLine?: number
  firstColumn?: number
}

/**
 * The checker's CSS checker does not know `@property`, with which Tailwind 4 registers its custom
 * properties in the built stylesheet; nor the `margin-trim` in the feature query Tailwind wraps
 * around its fallback for browsers without `@property` (a feature query names properties a
 * browser may lack: that is what it asks). Only these two messages, only in a stylesheet, only as
 * Tailwind writes them, are left out; any other CSS error still fails. Nor does it know CSS Anchor
 * Positioning (a W3C working draft that Chromium, Firefox and Safari implement), with which a
 * tooltip sits beside its badge before the app: `position-area` is left out too, and only it.
 * Nor container queries (CSS Containment Level 3, a W3C candidate recommendation every engine
 * implements), with which a card lays out by its own width: `container-type` and `@container`
 * only, in a stylesheet.
 * Nor does it know that the HTML standard allows `blocking="render"` on `<link rel="expect">` as
 * well as on a stylesheet (each page's head holds back its first frame until its header is
 * parsed): that message is left out for that exact link only.
 */
export const KNOWN_FALSE_POSITIVES: readonly { why: string; matches: (message: CheckerMessage) => boolean }[] = [
  {
    why: 'the CSS checker does not know @property (Tailwind 4)',
    matches: (message) =>
      isStylesheet(message) &&
      message.message === 'CSS: Unrecognized at-rule “@property”' &&
      /@property --tw-/.test(message.extract ?? ''),
  },
  {
    why: "margin-trim in Tailwind 4's feature query for browsers without @property",
    matches: (message) =>
      isStylesheet(message) &&
      message.message === "CSS: “margin-trim”: Property “margin-trim” doesn't exist." &&
      (message.extract ?? '').includes('(not (margin-trim:inline))'),
  },
  {
    why: 'the CSS checker does not know CSS Anchor Positioning (position-area)',
    matches: (message) =>
      isStylesheet(message) && message.message === "CSS: “position-area”: Property “position-area” doesn't exist.",
  },
  {
    why: 'the CSS checker does not know container queries (container-type, @container)',
    matches: (message) =>
      isStylesheet(message) &&
      (message.message === "CSS: “container-type”: Property “container-type” doesn't exist." ||
        message.message === 'CSS: Unrecognized at-rule “@container”'),
  },
  {
    why: 'the checker does not know blocking="render" on <link rel="expect">',
    matches: (message) =>
      message.type === 'error' &&
      message.message ===
        'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
      (message.extract ?? '').includes('<link rel="expect" href="#main" blocking="render">'),
  },
]

const isStylesheet = (message: CheckerMessage) => message.type === 'error' && (message.url ?? '').endsWith('.css')

export type HtmlCheckVerdict = {
  version: string
  errors: CheckerMessage[]
  warnings: CheckerMessage[]
  /** Each known false positive with how many messages it left out. */
  leftOut: { why: string; count: number }[]
  /** Notes that are neither (such as "trailing slash on void elements", which React writes). */
  notes: number
}

export function htmlCheckVerdict(report: string): HtmlCheckVerdict {
  const { version = 'unknown', messages = [] } = JSON.parse(report) as { version?: string; messages?: CheckerMessage[] }
  const leftOut = KNOWN_FALSE_POSITIVES.map(({ why }) => ({ why, count: 0 }))
  const verdict: HtmlCheckVerdict = { version, errors: [], warnings: [], leftOut, notes: 0 }
  for (const message of messages) {
    const known = KNOWN_FALSE_POSITIVES.findIndex(({ matches }) => matches(message))
    const counter = leftOut[known]
    if (counter) counter.count += 1
    else if (message.type === 'info') {
      if (message.subType === 'warning') verdict.warnings.push(message)
      else verdict.notes += 1
    } else verdict.errors.push(message)
  }
  return verdict
}

/** `file:line:column: message`, with the file relative to the folder checked (the report writes `file:/dir/file`). */
export function describeMessage(message: CheckerMessage, folder: string): string {
  const path = decodeURIComponent((message.url ?? '').replace(/^file:\/*/, '/'))
  const file = path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : path
  const place = message.lastLine === undefined ? '' : `:${message.lastLine}:${message.firstColumn ?? 1}`
  return `${file}${place}: ${message.message ?? message.type}`
}
