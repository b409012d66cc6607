import type { Basis, Locale } from '../vocabulary/values'
import { MESSAGES } from './messages'

/**
 * A figure as every page shows it: an estimate always reads 'circa 50 m (stima)', and a
 * qualifier travels with its figure ('200 m (dislivello totale fino al lago)').
 */
export function wordFigure(value: string, basis: Basis, locale: Locale, qualifier?: string): string {
  const words = MESSAGES[locale].figureWords
  const remarks = basis === 'estimate' ? [qualifier, words.estimate] : [qualifier]
  const shown = basis === 'estimate' ? `${words.about} ${value}` : value
  const remark = remarks.filter((part) => part !== undefined).join('; ')
  return remark === '' ? shown : `${shown} (${remark})`
}

/** '1.350 m' in Italian, '1,350 m' in English; a range as '300-400 m'. */
export function formatMetres(metres: number, locale: Locale, toMetres?: number): string {
  const group = (value: number) =>
    String(value).replace(/\B(?=(\d{3})+(?!\d))/g, MESSAGES[locale].figureWords.thousands)
  return toMetres === undefined ? `${group(metres)} m` : `${group(metres)}-${group(toMetres)} m`
}

/** Decimal degrees as hiking maps and GPS units show them, the same in both languages. */
export function formatCoordinates(lat: number, lon: number): string {
  return `${lat.toFixed(4)}° N, ${lon.toFixed(4)}° E`
}
