/** Replaced by the build (vite.config.ts `define`). */
declare const __CONTENT_YEAR__: number
