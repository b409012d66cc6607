import { contentYear } from '../../src/catalogue/content-year'
import { DATA_FORMAT } from '../../src/catalogue/data-files'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'

/** Values the build writes into the code (Vite's `define`), for the site and its unit tests alike. */
export const BUILD_CONSTANTS = {
  // The footer's © year, the same in the prerendered page and in the app (see content-year.ts).
  __CONTENT_YEAR__: JSON.stringify(contentYear(WATERFALL_SOURCES)),
  // The format the data files follow, which the browser checks each fetched file's stamp against.
  __DATA_FORMAT__: JSON.stringify(DATA_FORMAT),
}
