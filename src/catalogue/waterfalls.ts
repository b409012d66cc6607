/**
 * The catalogue: every waterfall as the content files write it (content/waterfalls/, one file
 * each, see docs/editing-content.md), checked and read at build; the single source of truth for
 * both languages.
 */
import type { AuthoredWaterfall } from './authored-schema'
import { CONTENT } from './content'

export const WATERFALL_SOURCES: readonly AuthoredWaterfall[] = CONTENT.waterfalls
