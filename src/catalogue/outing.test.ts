import { describe, expect, it } from 'vitest'
import type { AuthoredWaterfall } from './authored-schema'
import { minutesIn, outingMinutes, wholeOuting, wordMinutes } from './outing'

type Walk = AuthoredWaterfall['walk']

const oneWay = (it: string, en: string, basis: 'sourced' | 'estimate' = 'sourced'): Walk => ({
  start: { it: 'Parcheggio', en: 'Car park' },
  measure: 'oneWay',
  duration:
    basis === 'sourced'
      ? { text: { it, en }, basis, sources: ['S1'] }
      : { text: { it, en }, basis, sources: [], note: { it: 'n', en: 'n' } },
})

describe('minutesIn', () => {
  it.each([
    ['10 minuti', [10]],
    ['45-60 minuti', [45, 60]],
    ['1,5 ore', [90]],
    ['1.5 hours', [90]],
    ['8-9 ore', [480, 540]],
    ['2 hours', [120]],
    ['nessun numero', []],
  ])('%s is %j minutes', (text, minutes) => {
    expect(minutesIn(text)).toEqual(minutes)
  })
})

describe('wordMinutes', () => {
  it.each([
    [[20], '20 minuti', '20 minutes'],
    [[90, 120], '1,5-2 ore', '1.5-2 hours'],
    [[60], '1 ora', '1 hour'],
    [[100], '1 h 40 min', '1 h 40 min'],
    [[540], '9 ore', '9 hours'],
    [[30, 40], '30-40 minuti', '30-40 minutes'],
  ])('%j reads "%s" and "%s"', (minutes, it, en) => {
    expect(wordMinutes(minutes, 'it')).toBe(it)
    expect(wordMinutes(minutes, 'en')).toBe(en)
  })
})

describe('wholeOuting', () => {
  it('doubles a one-way time, as our estimate resting on its sources', () => {
    const whole = wholeOuting(oneWay('45-60 minuti', '45-60 minutes'))
    expect(whole).toMatchObject({ text: { it: '1,5-2 ore', en: '1.5-2 hours' }, basis: 'estimate', sources: ['S1'] })
    expect(whole.note?.en).toMatch(/twice the one-way time/i)
  })

  it('keeps a whole outing the research gives', () => {
    const whole = { text: { it: '4 ore', en: '4 hours' }, basis: 'sourced' as const, sources: ['S2' as const] }
    expect(wholeOuting({ ...oneWay('2 ore', '2 hours'), whole })).toBe(whole)
  })

  it.each(['loop', 'return'] as const)('takes a %s walking time as the whole outing', (measure) => {
    const walk = { ...oneWay('2 ore', '2 hours'), measure }
    expect(wholeOuting(walk)).toBe(walk.duration)
  })

  it('orders by the outing’s first figure', () => {
    expect(outingMinutes(oneWay('10-20 minuti', '10-20 minutes'))).toBe(20)
    expect(outingMinutes(oneWay('4,5 ore', '4.5 hours'))).toBe(540)
  })
})
