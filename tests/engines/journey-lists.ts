import type { Engine } from './support/driver'

/** The journeys of journeys.ts, by the key each test's title starts with. */
export const JOURNEY_NAMES = [
  'home',
  'today',
  'filters',
  'search',
  'sharedLink',
  'reset',
  'detailAndBack',
  'map',
  'language',
  'unknownWaterfall',
  'notFound',
  'share',
  'nearMeRefused',
  'keyboard',
  'tooltip',
  'forecast',
  'offline',
  'offlineFilteredList',
] as const

export type JourneyName = (typeof JOURNEY_NAMES)[number]

/**
 * The journeys each engine runs. An engine whose driver cannot do one would leave it out here, with
 * the reason beside it; engines.config.ts keeps the others' tests out of that engine's project, so
 * nothing is skipped silently and the run says how many journeys each engine ran. Every engine runs
 * every journey: `offlineFilteredList`, once left out of Firefox and WebKit (offline, a filtered list
 * opened after a waterfall's page stayed empty about once in five runs there), passed 24 runs of 24
 * in the three engines once the list's own script showed the view without waiting for the app.
 */
export const JOURNEYS_BY_ENGINE: Record<Engine, readonly JourneyName[]> = {
  chromium: JOURNEY_NAMES,
  firefox: JOURNEY_NAMES,
  webkit: JOURNEY_NAMES,
}

/** The journeys an engine leaves out, as a pattern on test titles (`key: …`), or none. */
export function leftOut(engine: Engine): RegExp | undefined {
  const out = JOURNEY_NAMES.filter((name) => !JOURNEYS_BY_ENGINE[engine].includes(name))
  return out.length === 0 ? undefined : new RegExp(`(?:^|\\s)(${out.join('|')}): `)
}
