/** Replaced by the build (vite.config.ts `define`). */
declare const __CONTENT_YEAR__: number
/** The format of this release's data files (src/catalogue/data-files.ts). */
declare const __DATA_FORMAT__: string
