import type { Locale } from '../vocabulary/values'
import { enDetail } from './messages-detail-en'
import { type DetailMessages, itDetail } from './messages-detail-it'
import { en } from './messages-en'
import { it, type Messages } from './messages-it'

export type { DetailMessages } from './messages-detail-it'
export type { Messages } from './messages-it'

/**
 * Both languages' texts at once, every page's included, for the build and the tests. Pages load
 * only their own, through messages-loader.ts.
 */
export const MESSAGES: Record<Locale, Messages & DetailMessages> = {
  it: { ...it, ...itDetail },
  en: { ...en, ...enDetail },
}
