import { formatCoordinates, formatMetres, wordFigure } from '../i18n/figure-wording'
import { MESSAGES } from '../i18n/messages'
import { DATA_MESSAGES } from '../i18n/messages-data'
import { FACILITIES, LOCALES, type Locale } from '../vocabulary/values'
import {
  type AuthoredMeasure,
  type AuthoredNotice,
  type AuthoredStatus,
  type AuthoredWalkingTime,
  type AuthoredWaterfall,
  type SourceId,
  waterfallSchemas,
} from './authored-schema'
import { newestConditionsSource } from './currency'
import { durationBandOf } from './duration'
import { outingMinutes, wholeOuting, wordMinutes } from './outing'
import type { CatalogueDocument, Citation, Figure, ListedSource, Notice, Status, WaterfallEntry } from './schema'
import { SOURCES } from './sources'
import { isStale } from './staleness'
import { whatToBring } from './what-to-bring'
import { monthsWorthGoing } from './worth-going'

/*
 * From the authored catalogue to the documents the build writes: `validateCatalogue` checks every
 * source and entry against the authored schemas and the catalogue-wide rules, and
 * `buildCatalogueDocument` turns the checked entries into one language's document, each figure
 * worded and each derived fact (duration band, whole outing, months worth going, what to bring)
 * worked out here, once.
 */

/** A source the content has checked that it writes down. */
function sourceOf(id: SourceId) {
  const source = SOURCES[id]
  if (!source) throw new CatalogueError(`source ${id} is not in the content`)
  return source
}

function citations(ids: readonly SourceId[]): Citation[] {
  return ids.map((id) => {
    const { publisher, year } = sourceOf(id)
    return year === undefined ? { publisher } : { publisher, year }
  })
}

function listedSource(id: SourceId): ListedSource {
  const source = sourceOf(id)
  return {
    publisher: source.publisher,
    title: source.title,
    lang: source.lang,
    ...(source.year !== undefined && { year: source.year }),
    url: source.url,
  }
}

type Basis = Pick<AuthoredMeasure, 'basis' | 'sources' | 'note'>

/** A figure in one language: its text always carries its basis, so no page can drop it. */
function figure(value: string, fact: Basis, locale: Locale, qualifier?: string): Figure {
  return {
    text: wordFigure(value, fact.basis, locale, qualifier),
    basis: fact.basis,
    ...(fact.note && { note: fact.note[locale] }),
    sources: citations(fact.sources),
  }
}

function measure(fact: AuthoredMeasure, locale: Locale): Figure {
  return figure(formatMetres(fact.metres, locale, fact.toMetres), fact, locale, fact.qualifier?.[locale])
}

/** A walking time, worded from its minutes. */
function walkingTime(fact: AuthoredWalkingTime, locale: Locale): Figure {
  return figure(wordMinutes(fact.minutes, locale), fact, locale, fact.qualifier?.[locale])
}

/** A time or a frequency the sources give in words ('2-2,5 ore', 'un treno all'ora'). */
function wordedFigure(fact: Basis & { text: Record<Locale, string> }, locale: Locale): Figure {
  return figure(fact.text[locale], fact, locale)
}

function notice(fact: AuthoredNotice, locale: Locale): Notice {
  return {
    kind: fact.kind,
    text: fact.text[locale],
    year: fact.year,
    sources: citations(fact.sources),
    ...(fact.alertBulletin && { alertBulletin: fact.alertBulletin }),
  }
}

function status(fact: AuthoredStatus, locale: Locale): Status {
  if (fact.state !== 'closed') return fact
  return {
    state: fact.state,
    since: fact.since,
    line: fact.line[locale],
    ...(fact.reopening && { reopening: fact.reopening[locale] }),
    sources: citations(fact.sources),
    checked: fact.checked,
  }
}

/** The card's one line: the notice authored with a card text, with that notice's year. */
function accessLine(source: AuthoredWaterfall, locale: Locale) {
  const marked = source.notices.find((fact) => fact.card)
  return marked?.card ? { accessLine: { kind: marked.kind, text: marked.card[locale], year: marked.year } } : {}
}

/** Every other name a visitor may type: the name in the other language, then the other names sources use. */
function aliases(source: AuthoredWaterfall, locale: Locale): string[] {
  const others = LOCALES.filter((other) => other !== locale).map((other) => source.name[other])
  const names = [...others, ...(source.alsoKnownAs ?? [])]
  return [...new Set(names)].filter((name) => name !== source.name[locale])
}

/** Months, transport and the forecast area, in one language. */
function planning(source: AuthoredWaterfall, locale: Locale) {
  const { months, transport } = source
  return {
    monthsNote: months.note[locale],
    monthsSources: citations(months.sources),
    transport: transport.options.map((option) => ({
      mode: option.mode,
      line: option.line[locale],
      stop: option.stop[locale],
      walk: option.walk[locale],
      sources: citations(option.sources),
    })),
    ...(transport.note && { transportNote: transport.note[locale] }),
    weatherArea: source.weatherArea,
  }
}

/** The card's transport line, toilets and food, the whole outing and the climb, in one language. */
function cardVisitorFacts(source: AuthoredWaterfall, locale: Locale) {
  const words = DATA_MESSAGES[locale]
  const { fromMilan, facilities, walk } = source
  return {
    carFree: fromMilan !== undefined,
    transitLine: fromMilan ? fromMilan.card[locale] : words.carOnly,
    arrival: (['toilets', 'food'] as const).map((facility) => ({
      facility,
      state: facilities[facility].state,
      text: words.arrival[facility][facilities[facility].state],
    })),
    outing: [
      walkingTime(wholeOuting(walk), locale).text,
      ...(walk.climb ? [words.climb(measure(walk.climb, locale).text)] : []),
    ].join(' · '),
    outingMinutes: outingMinutes(walk),
  }
}

/** What a visitor finds on arrival, the trip from Milan, and what to bring, in one language. */
function detailVisitorFacts(source: AuthoredWaterfall, locale: Locale) {
  const { fromMilan, facilities, walk } = source
  const bring = whatToBring({
    outingMinutes: outingMinutes(walk),
    climbMetres: walk.climb?.metres,
    difficulty: source.difficulty,
    strollerFriendly: source.strollerFriendly,
    familyFriendly: source.familyFriendly,
    months: source.months.states.map(({ state }) => state),
    food: facilities.food.state,
    water: facilities.water.state,
    toilets: facilities.toilets.state,
    dayTripFromMilan: fromMilan?.dayTrip,
  })
  return {
    facilities: FACILITIES.map((facility) => {
      const fact = facilities[facility]
      return {
        facility,
        state: fact.state,
        ...(fact.note && { note: fact.note[locale] }),
        sources: citations(fact.sources),
      }
    }),
    ...(fromMilan && {
      fromMilan: {
        route: fromMilan.route[locale],
        ...(fromMilan.time && { time: wordedFigure(fromMilan.time, locale) }),
        ...(fromMilan.frequency && { frequency: wordedFigure(fromMilan.frequency, locale) }),
        timetables: fromMilan.timetables.map(({ name, url }) => ({ name, url })),
        dayTrip: fromMilan.dayTrip,
        sources: citations(fromMilan.sources),
      },
    }),
    bring,
  }
}

/** The newest source behind the conditions, and whether it was old when we last searched. */
function conditionsAge(source: AuthoredWaterfall) {
  const newest = newestConditionsSource(source)
  return newest === undefined ? {} : { conditionsAge: { newest, old: isStale(newest, source.status.checked) } }
}

/** The description, followed by the other names people search for, so the search finds them too. */
function describe(source: AuthoredWaterfall, locale: Locale): string {
  const description = source.description[locale]
  if (!source.alsoKnownAs) return description
  return `${description} ${MESSAGES[locale].otherNames(source.alsoKnownAs.join(', '))}`
}

export function localizeWaterfall(source: AuthoredWaterfall, locale: Locale): WaterfallEntry {
  const { coordinates, photo, walk } = source
  const oneWay = walkingTime(walk.duration, locale)
  const height = measure(source.height, locale)
  return {
    id: source.id,
    name: source.name[locale],
    location: source.location[locale],
    province: source.province,
    difficulty: source.difficulty,
    duration: oneWay.text,
    walkMeasure: walk.measure,
    durationMinutes: walk.duration.minutes[0] ?? 0,
    durationBand: durationBandOf(walk.duration.minutes[0] ?? 0),
    status: status(source.status, locale),
    ...accessLine(source, locale),
    months: source.months.states.map(({ state, basis }) => ({ state, basis })),
    worthGoing: monthsWorthGoing({ months: source.months.states, status: source.status }),
    aliases: aliases(source, locale),
    height: height.text,
    flow: source.flow,
    type: source.type,
    familyFriendly: source.familyFriendly,
    strollerFriendly: source.strollerFriendly,
    strollerInferred: (source.restsOn ?? []).some((item) => item.field === 'strollerFriendly'),
    description: describe(source, locale),
    lat: coordinates.lat,
    lon: coordinates.lon,
    coordinatesVerified: coordinates.basis === 'sourced',
    ...cardVisitorFacts(source, locale),
    ...(photo && {
      imageUrl: photo.url,
      photoCredit: {
        author: photo.author,
        licence: photo.licence,
        licenceUrl: photo.licenceUrl,
        sourceUrl: photo.sourceUrl,
      },
    }),
    details: {
      canonicalName: source.name.it,
      canonicalLocation: source.location.it,
      ...(source.familyNote && { familyNote: source.familyNote[locale] }),
      start: walk.start[locale],
      howToGetThere: source.howToGetThere[locale],
      season: source.season[locale],
      accessNotes: source.accessNotes[locale],
      oneWay,
      whole: walkingTime(wholeOuting(walk), locale),
      ...(walk.climb && { climb: measure(walk.climb, locale) }),
      ...(walk.startAltitude && { startAltitude: measure(walk.startAltitude, locale) }),
      height,
      position: figure(formatCoordinates(coordinates.lat, coordinates.lon), coordinates, locale),
      notices: source.notices.map((fact) => notice(fact, locale)),
      ...planning(source, locale),
      restsOn: (source.restsOn ?? []).map((item) => ({ field: item.field, text: item.text[locale] })),
      ...detailVisitorFacts(source, locale),
      ...conditionsAge(source),
      sources: source.sources.map(listedSource),
      written: source.written,
      ...(source.updated && { updated: source.updated }),
    },
  }
}

export function buildCatalogueDocument(sources: readonly AuthoredWaterfall[], locale: Locale): CatalogueDocument {
  return { locale, waterfalls: sources.map((source) => localizeWaterfall(source, locale)) }
}

export class CatalogueError extends Error {
  override name = 'CatalogueError'
}

/**
 * Checks every entry against the schemas and the catalogue-wide rules, and
 * names the entry and the field of each problem, so a bad edit fails the build with a message
 * to act on.
 */
export function validateCatalogue(entries: readonly unknown[]): AuthoredWaterfall[] {
  const problems: string[] = []
  const schemas = waterfallSchemas(SOURCES)
  const valid: AuthoredWaterfall[] = []
  const seenIds = new Set<string>()
  entries.forEach((entry, index) => {
    const label = describeEntry(entry, index)
    const fields = schemas.authoredFields.safeParse(entry)
    const result = fields.success ? schemas.authored.safeParse(entry) : fields
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
