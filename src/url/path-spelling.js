/**
 * One spelling per path. Plain JavaScript with no imports, so that the production server, the
 * app and the offline worker (which ships as written: scripts/build/service-worker.ts copies
 * this file into it) apply the same rule. The rule is recorded in
 * docs/decisions/2026-11-25-one-spelling-per-path.md.
 *
 * - A percent-encoded unreserved character (RFC 3986: letters, digits, `-._~`) means the
 *   character itself, so `/waterfall/%31` and `/%77aterfall/1` are spellings of `/waterfall/1`,
 *   and so is `/waterfall/1/`: each is answered with a permanent redirect to the clean spelling.
 *   Every other escape is written with capital hex digits in the clean spelling.
 * - An escape is never decoded twice: `%2531` is the three characters `%31`.
 * - An encoded separator (`%2F`, `%5C`) stays inside its segment, where no page has a slash:
 *   such a path, like one with an empty or dot segment (`//`, `.`, `..`), is no page (404).
 * - A broken escape (`%`, `%zz`, bytes that are not UTF-8) is a malformed path (400).
 * - Every page's path is in lower case: a path in other capitals (`/WATERFALL/3`, `/En`) is a
 *   spelling of the page its lower case names, if there is one (see pageInOtherCase); otherwise
 *   it is no page (404). Files keep their case: built assets have capitals in their names.
 *
 * @param {string} pathname the path as the request spells it, without query or fragment
 * @returns {import('./path-spelling').PathReading}
 */
export function readPath(pathname) {
  if (!pathname.startsWith('/') || /%(?![0-9A-Fa-f]{2})/.test(pathname)) return { kind: 'malformed' }
  const spelled = pathname
    .replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex) => {
      const character = String.fromCharCode(Number.parseInt(hex, 16))
      return /^[A-Za-z0-9._~-]$/.test(character) ? character : encoded.toUpperCase()
    })
    .replace(/(.)\/+$/, '$1')
  const segments = spelled.split('/').slice(1)
  /** @type {string[]} */
  const decoded = []
  for (const segment of segments) {
    try {
      decoded.push(decodeURIComponent(segment))
    } catch {
      return { kind: 'malformed' }
    }
  }
  const isRoot = spelled === '/'
  const noPage = (segment) => segment === '' || segment === '.' || segment === '..' || /[/\\]/.test(segment)
  if (!isRoot && decoded.some(noPage)) return { kind: 'no-page' }
  const decodedPath = isRoot ? '/' : `/${decoded.join('/')}`
  return spelled === pathname
    ? { kind: 'clean', decoded: decodedPath }
    : { kind: 'respelled', clean: spelled, decoded: decodedPath }
}

/**
 * The page a path in other capitals stands for: its lower case, when that is a page and the path
 * itself is not one. Every page's path is in lower case, so `/WATERFALL/3`, `/EN/waterfall/3` and
 * `/En` are spellings of `/waterfall/3`, `/en/waterfall/3` and `/en`, answered with a permanent
 * redirect there; a path whose lower case is no page is no page either (404).
 *
 * @param {string} path a clean path (readPath's `decoded`)
 * @param {(path: string) => boolean} isPage whether a path is one of the site's pages
 * @returns {string | undefined} the page's path, or nothing when the case is not the question
 */
export function pageInOtherCase(path, isPage) {
  const lower = path.toLowerCase()
  return lower !== path && !isPage(path) && isPage(lower) ? lower : undefined
}
