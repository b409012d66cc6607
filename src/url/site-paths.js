/**
 * Which language a path is in, and each language's not-found page. Plain JavaScript with no
 * imports, like path-spelling.js and for the same reason: the production server, the app, the
 * build and the offline worker (which ships as written: scripts/build/service-worker.ts copies
 * this file into it) read the same rule and the same list.
 */

/**
 * English pages live under /en; every other path is Italian, the site's default.
 *
 * @param {string} pathname a decoded path, without query or fragment
 * @returns {boolean}
 */
export function isEnglishPath(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/')
}

/**
 * The not-found page of each language: the path it is prerendered for, and its file in the build.
 * Every path the site lacks is answered with the one of its language, with status 404. Pure: a
 * script that imports isEnglishPath alone leaves it out.
 */
export const NOT_FOUND_PAGES = /* @__PURE__ */ Object.freeze({
  it: /* @__PURE__ */ Object.freeze({ path: '/404', file: '404.html' }),
  en: /* @__PURE__ */ Object.freeze({ path: '/en/404', file: 'en/404.html' }),
})

/**
 * The not-found page that answers a path: the one of the path's language.
 *
 * @param {string} pathname
 * @returns {{ path: string, file: string }}
 */
export function notFoundPageFor(pathname) {
  return isEnglishPath(pathname) ? NOT_FOUND_PAGES.en : NOT_FOUND_PAGES.it
}
