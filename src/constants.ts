/** Business constants (docs/product-rules.md#constants), defined once. */
export const SEARCH_REPORT_DELAY_MS = 1000
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Retries of a failed data request. */
export const REQUEST_RETRIES = 3
// Cached data kept 5 minutes, and the backoff between retries (from 1 s, capped at 30 s): TanStack
// Query's own defaults, so they are not declared again (app/query-client.ts, and
// app/query-defaults.test.ts, which holds them to it).

export const TITLE_MAX_LENGTH = 60
export const DESCRIPTION_MAX_LENGTH = 160
export const THEME_COLOR = '#1e40af'

export const CONTACT_EMAIL = 'info@cascatelombardia.it'
