/**
 * Canonical values of the catalogue's enumerated fields. They stay in Italian in the data
 * (they are part of the URL contract too) and are translated only as labels.
 */
export const DIFFICULTIES = ['Facile', 'Medio', 'Difficile'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export const FLOWS = ['Costante', 'Abbondante', 'Stagionale'] as const
export type Flow = (typeof FLOWS)[number]

export const WATERFALL_TYPES = ['A cascata', 'A velo', 'Naturale', 'Gola rocciosa', 'Multi-livello'] as const
export type WaterfallType = (typeof WATERFALL_TYPES)[number]

export const PROVINCES = ['Bergamo', 'Brescia', 'Como', 'Lecco', 'Sondrio', 'Trento', 'Varese'] as const
export type Province = (typeof PROVINCES)[number]

export const LOCALES = ['it', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'it'

/** English pages live under /en; every other path is Italian. */
export function localeFromPathname(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE
}
