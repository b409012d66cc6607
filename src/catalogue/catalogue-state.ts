import type { CatalogueDocument } from './schema'
import { LOCALES } from './vocabulary'

/** The element that carries a prerendered page's catalogue data to the browser. */
export const CATALOGUE_STATE_ID = 'catalogue-state'

/**
 * The catalogue a prerendered page carries, or undefined when the text is not one (then the
 * page asks the network for it). The build wrote this text from a document it checked against
 * the page schema (scripts/build/static-site-plugin.ts), in the same release as the script
 * reading it, so only its outline is checked here: a full schema pass costs the phone tens of
 * milliseconds at start-up. A fetched catalogue is checked in full (catalogue-query.ts).
 */
export function readEmbeddedCatalogue(text: string | null | undefined): CatalogueDocument | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { locale, waterfalls } = value as Partial<Record<keyof CatalogueDocument, unknown>>
  const isCatalogue = LOCALES.some((known) => known === locale) && Array.isArray(waterfalls) && waterfalls.length > 0
  return isCatalogue ? (value as CatalogueDocument) : undefined
}
