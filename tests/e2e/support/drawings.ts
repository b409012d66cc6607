import type { WaterfallType } from '../../../src/vocabulary/values'

/**
 * Each waterfall's type as the catalogue facts give it, and the drawing a visitor should see for
 * it: written out here rather than read from the app, so a wrong table in the app shows up.
 */
export const TYPE_BY_ID: Readonly<Record<string, WaterfallType>> = {
  '1': 'Multi-livello',
  '2': 'Multi-livello',
  '3': 'A cascata',
  '4': 'Gola rocciosa',
  '5': 'A cascata',
  '6': 'Naturale',
  '7': 'A cascata',
  '8': 'Gola rocciosa',
  '9': 'A velo',
  '10': 'Multi-livello',
  '11': 'A cascata',
  '12': 'A velo',
  '13': 'Naturale',
  '14': 'A cascata',
}

export const DRAWING_OF_TYPE: Readonly<Record<WaterfallType, string>> = {
  'A cascata': '/illustrations/single-drop.svg',
  'A velo': '/illustrations/veil.svg',
  Naturale: '/illustrations/falls-and-pools.svg',
  'Gola rocciosa': '/illustrations/gorge.svg',
  'Multi-livello': '/illustrations/multi-level.svg',
}

export function typeOf(id: string): WaterfallType {
  const type = TYPE_BY_ID[id]
  if (!type) throw new Error(`No type for waterfall ${id}`)
  return type
}

export const drawingOf = (id: string): string => DRAWING_OF_TYPE[typeOf(id)]
