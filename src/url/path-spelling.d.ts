/** What a request's path is, under the site's one-spelling rule (see path-spelling.js). */
export type PathReading =
  /** The clean spelling of a path; `decoded` is the path with every escape decoded, as files are named. */
  | { kind: 'clean'; decoded: string }
  /** Another spelling of the path `clean`: answered with a permanent redirect there. */
  | { kind: 'respelled'; clean: string; decoded: string }
  /** No page can have this path: an encoded separator, an empty or dot segment (404). */
  | { kind: 'no-page' }
  /** A broken escape (400). */
  | { kind: 'malformed' }

export function readPath(pathname: string): PathReading

/** The page a path in other capitals stands for (its lower case, when that is a page), or nothing. */
export function pageInOtherCase(path: string, isPage: (path: string) => boolean): string | undefined
