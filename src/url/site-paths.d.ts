/** Which language a path is in, and each language's not-found page (see site-paths.js). */
export type NotFoundPage = { readonly path: string; readonly file: string }

/** English pages live under /en; every other path is Italian. */
export function isEnglishPath(pathname: string): boolean

/** The not-found page of each language: the path it is prerendered for, and its file in the build. */
export const NOT_FOUND_PAGES: { readonly it: NotFoundPage; readonly en: NotFoundPage }

/** The not-found page that answers a path: the one of the path's language. */
export function notFoundPageFor(pathname: string): NotFoundPage
