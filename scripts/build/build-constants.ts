import { contentYear } from '../../src/catalogue/content-year'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'

/** Values the build writes into the code (Vite's `define`), for the site and its unit tests alike. */
export const BUILD_CONSTANTS = {
  // The footer's © year, the same in the prerendered page and in the app (see content-year.ts).
  __CONTENT_YEAR__: JSON.stringify(contentYear(WATERFALL_SOURCES)),
}
