import type { Locale } from '../vocabulary/values'

/*
 * Where each data file lives (see catalogue-query.ts): read by the browser, written by the build.
 * A module of its own, so the build can name the files without the browser's checks of them.
 */

/** Every waterfall's card, in one language. */
export const cardsUrl = (locale: Locale) => `/data/cards.${locale}.json`

/** One waterfall's card and details but its sources, in one language. */
export const waterfallUrl = (locale: Locale, id: string) => `/data/waterfall/${encodeURIComponent(id)}.${locale}.json`

/** One waterfall's sources, the same in every language: its page reads them with its entry. */
export const sourcesUrl = (id: string) => `/data/sources/${encodeURIComponent(id)}.json`
