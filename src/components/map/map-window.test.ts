import { describe, expect, it } from 'vitest'
import { bestScrollLeft, type MapWindow, markersInView } from './map-window'

/** A 900 px drawing in a 300 px frame; a marker counts when its centre is 10 px inside. */
const PHONE: MapWindow = { viewWidth: 300, contentWidth: 900, margin: 10 }

describe('bestScrollLeft', () => {
  it.each([
    { case: 'no marker', centres: [], frame: PHONE, expected: 0 },
    { case: 'a drawing that fits its frame', centres: [850], frame: { ...PHONE, viewWidth: 900 }, expected: 0 },
    { case: 'a frame wider than the drawing', centres: [850], frame: { ...PHONE, viewWidth: 1200 }, expected: 0 },
    { case: 'one marker in the middle: centred on it', centres: [450], frame: PHONE, expected: 300 },
    { case: 'one marker at the far west: as far west as it goes', centres: [20], frame: PHONE, expected: 0 },
    { case: 'one marker at the far east: as far east as it goes', centres: [890], frame: PHONE, expected: 600 },
    { case: 'two markers that fit: centred between them', centres: [500, 700], frame: PHONE, expected: 450 },
    { case: 'order does not matter', centres: [700, 500], frame: PHONE, expected: 450 },
    {
      case: 'the most markers win over a lone one',
      centres: [40, 600, 650, 700],
      frame: PHONE,
      expected: 500,
    },
    {
      case: 'markers exactly the frame less its margins apart both fit',
      centres: [300, 580],
      frame: PHONE,
      expected: 290,
    },
    {
      case: 'markers further apart than that: the pair that fits',
      centres: [100, 381, 800, 810],
      frame: PHONE,
      expected: 600,
    },
  ])('$case', ({ centres, frame, expected }) => {
    expect(bestScrollLeft(centres, frame)).toBe(expected)
  })

  it('shows every marker of the window it picks', () => {
    const centres = [30, 120, 260, 300, 410, 430, 470, 560, 610, 640, 720, 880]
    const left = bestScrollLeft(centres, PHONE)
    const shown = markersInView(centres, left, PHONE).inView
    for (let scroll = 0; scroll <= 600; scroll += 1) {
      expect(markersInView(centres, scroll, PHONE).inView).toBeLessThanOrEqual(shown)
    }
  })
})

describe('markersInView', () => {
  it.each([
    { case: 'no marker', centres: [], left: 0, expected: { west: 0, inView: 0, east: 0 } },
    { case: 'all in view', centres: [20, 150, 290], left: 0, expected: { west: 0, inView: 3, east: 0 } },
    {
      case: 'west and east of the frame',
      centres: [50, 400, 700, 890],
      left: 300,
      expected: { west: 1, inView: 1, east: 2 },
    },
    {
      case: 'a centre on the margin is in view',
      centres: [310, 590],
      left: 300,
      expected: { west: 0, inView: 2, east: 0 },
    },
    {
      case: 'a centre inside the margin is not',
      centres: [309, 591],
      left: 300,
      expected: { west: 1, inView: 0, east: 1 },
    },
    { case: 'none in view', centres: [10, 20, 880], left: 300, expected: { west: 2, inView: 0, east: 1 } },
  ])('$case', ({ centres, left, expected }) => {
    expect(markersInView(centres, left, PHONE)).toEqual(expected)
  })
})
