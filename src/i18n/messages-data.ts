import type { Locale } from '../vocabulary/values'

/**
 * The texts the build writes into the data files, worked out from the catalogue's facts: the
 * whole outing's wording, and the card's arrival words and transport line. Only the
 * build and the tests read this module; a page receives the texts already written in its data.
 */
export type DataMessages = {
  units: { minutes: string; hour: string; hours: string; decimal: string }
  /** The note beside an outing we estimated from the one-way time. */
  doubledNote: string
  /** The card's words for toilets and food, by what the sources say. */
  arrival: {
    toilets: Record<'yes' | 'no' | 'unknown', string>
    food: Record<'yes' | 'no' | 'unknown', string>
  }
  /** After the card's whole outing: its climb, where known. */
  climb: (metres: string) => string
  /** The card's transport line where no source names a train or bus. */
  carOnly: string
}

const it: DataMessages = {
  units: { minutes: 'minuti', hour: 'ora', hours: 'ore', decimal: ',' },
  doubledNote: 'Il doppio della sola andata, senza soste.',
  arrival: {
    toilets: { yes: 'WC: sì', no: 'WC: no', unknown: 'WC: non si sa' },
    food: { yes: 'Bar o cibo: sì', no: 'Bar o cibo: no', unknown: 'Bar o cibo: non si sa' },
  },
  climb: (metres) => `${metres} di dislivello`,
  carOnly: 'Nessun treno o bus trovato: in auto',
}

const en: DataMessages = {
  units: { minutes: 'minutes', hour: 'hour', hours: 'hours', decimal: '.' },
  doubledNote: 'Twice the one-way time, no stops.',
  arrival: {
    toilets: { yes: 'Toilets: yes', no: 'Toilets: no', unknown: 'Toilets: unknown' },
    food: { yes: 'Food or café: yes', no: 'Food or café: no', unknown: 'Food or café: unknown' },
  },
  climb: (metres) => `${metres} climb`,
  carOnly: 'No train or bus found: by car',
}

export const DATA_MESSAGES: Record<Locale, DataMessages> = { it, en }
