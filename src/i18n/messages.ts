import type { Locale } from '../catalogue/vocabulary'
import { en } from './messages-en'
import { it, type Messages } from './messages-it'

export type { Messages } from './messages-it'

/**
 * Both catalogues at once, for the build and the tests. Pages load only their own language,
 * through messages-loader.ts.
 */
export const MESSAGES: Record<Locale, Messages> = { it, en }
