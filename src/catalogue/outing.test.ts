import { describe, expect, it } from 'vitest'
import type { AuthoredWaterfall } from './authored-schema'
import { outingMinutes, wholeOuting, wordMinutes } from './outing'

type Walk = AuthoredWaterfall['walk']

const oneWay = (minutes: number[], basis: 'sourced' | 'estimate' = 'sourced'): Walk => ({
  start: { it: 'Parcheggio', en: 'Car park' },
  measure: 'oneWay',
  duration:
    basis === 'sourced'
      ? { minutes, basis, sources: ['S1'] }
      : { minutes, basis, sources: [], note: { it: 'n', en: 'n' } },
})

describe('wordMinutes', () => {
  it.each([
    [[20], '20 minuti', '20 minutes'],
    [[90, 120], '1,5-2 ore', '1.5-2 hours'],
    [[60], '1 ora', '1 hour'],
    [[100], '1 h 40 min', '1 h 40 min'],
    [[540], '9 ore', '9 hours'],
    [[30, 40], '30-40 minuti', '30-40 minutes'],
    [[45, 60], '45-60 minuti', '45-60 minutes'],
    [[270], '4,5 ore', '4.5 hours'],
    [[480, 540], '8-9 ore', '8-9 hours'],
  ])('%j reads "%s" and "%s"', (minutes, it, en) => {
    expect(wordMinutes(minutes, 'it')).toBe(it)
    expect(wordMinutes(minutes, 'en')).toBe(en)
  })
})

describe('wholeOuting', () => {
  it('doubles a one-way time, as our estimate resting on its sources', () => {
    const whole = wholeOuting(oneWay([45, 60]))
    expect(whole).toMatchObject({ minutes: [90, 120], basis: 'estimate', sources: ['S1'] })
    expect(whole.note?.en).toMatch(/twice the one-way time/i)
  })

  it('keeps a whole outing the research gives', () => {
    const whole = { minutes: [240], basis: 'sourced' as const, sources: ['S2'] }
    expect(wholeOuting({ ...oneWay([120]), whole })).toBe(whole)
  })

  it.each(['loop', 'return'] as const)('takes a %s walking time as the whole outing', (measure) => {
    const walk = { ...oneWay([120]), measure }
    expect(wholeOuting(walk)).toBe(walk.duration)
  })

  it('orders by the outing’s first figure, the number the data gives', () => {
    expect(outingMinutes(oneWay([10, 20]))).toBe(20)
    expect(outingMinutes(oneWay([270]))).toBe(540)
    // Val Vertova: 50 minutes one way is an outing of 1 h 40 min, 100 minutes (it once read as 1).
    expect(outingMinutes(oneWay([50]))).toBe(100)
  })
})
