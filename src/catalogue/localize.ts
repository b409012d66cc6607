import type { CatalogueDocument, Waterfall, WaterfallSource } from './schema'
import { waterfallSourceSchema } from './schema'
import type { Locale } from './vocabulary'

export function localizeWaterfall(source: WaterfallSource, locale: Locale): Waterfall {
  const { coordinates, photo } = source
  return {
    id: source.id,
    name: source.name[locale],
    location: source.location[locale],
    province: source.province,
    difficulty: source.difficulty,
    duration: source.duration[locale],
    height: source.height,
    flow: source.flow,
    type: source.type,
    familyFriendly: source.familyFriendly,
    strollerFriendly: source.strollerFriendly,
    description: source.description[locale],
    howToGetThere: source.howToGetThere[locale],
    season: source.season[locale],
    accessNotes: source.accessNotes[locale],
    lat: coordinates.lat,
    lon: coordinates.lon,
    coordinatesVerified: coordinates.verified,
    lastChecked: source.lastChecked,
    ...(photo && {
      imageUrl: photo.url,
      photoCredit: {
        author: photo.author,
        licence: photo.licence,
        licenceUrl: photo.licenceUrl,
        sourceUrl: photo.sourceUrl,
      },
    }),
  }
}

export function buildCatalogueDocument(sources: readonly WaterfallSource[], locale: Locale): CatalogueDocument {
  return { locale, waterfalls: sources.map((source) => localizeWaterfall(source, locale)) }
}

export class CatalogueError extends Error {
  override name = 'CatalogueError'
}

/**
 * Checks every entry against the schema and the catalogue-wide rules, and names the entry
 * and the field of each problem, so a bad edit fails the build with a message to act on.
 */
export function validateCatalogue(entries: readonly unknown[]): WaterfallSource[] {
  const problems: string[] = []
  const valid: WaterfallSource[] = []
  const seenIds = new Set<string>()
  entries.forEach((entry, index) => {
    const label = describeEntry(entry, index)
    const result = waterfallSourceSchema.safeParse(entry)
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${label}, field "${issue.path.join('.') || '(entry)'}": ${issue.message}`)
      }
      return
    }
    if (seenIds.has(result.data.id)) problems.push(`${label}, field "id": duplicate id "${result.data.id}"`)
    seenIds.add(result.data.id)
    valid.push(result.data)
  })
  if (problems.length > 0) throw new CatalogueError(`Invalid catalogue:\n- ${problems.join('\n- ')}`)
  return valid
}

function describeEntry(entry: unknown, index: number): string {
  const record = (typeof entry === 'object' && entry !== null ? entry : {}) as { id?: unknown; name?: { it?: unknown } }
  const id = typeof record.id === 'string' ? record.id : `#${index + 1}`
  const name = typeof record.name?.it === 'string' ? ` (${record.name.it})` : ''
  return `entry ${id}${name}`
}
