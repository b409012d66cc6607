/** Business constants of spec §9, defined once. */
export const SEARCH_REPORT_DELAY_MS = 1000
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export const QUERY_GC_TIME_MS = 5 * 60 * 1000
export const QUERY_RETRY_COUNT = 3
export const QUERY_RETRY_BASE_DELAY_MS = 1000
export const QUERY_RETRY_MAX_DELAY_MS = 30 * 1000

export const TITLE_MAX_LENGTH = 60
export const DESCRIPTION_MAX_LENGTH = 160
export const THEME_COLOR = '#1e40af'

export const CONTACT_EMAIL = 'info@cascatelombardia.it'
