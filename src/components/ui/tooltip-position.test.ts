import { describe, expect, it } from 'vitest'
import { shiftIntoBounds } from './tooltip-position'

describe('shiftIntoBounds', () => {
  const card = { left: 16, right: 359 }
  it.each([
    ['fits: stays', { left: 100, right: 200 }, 0],
    ['cut on the left: moves right to the gap', { left: -13, right: 187 }, 37],
    ['cut on the right: moves left to the gap', { left: 250, right: 370 }, -19],
    ['touching the gap on the left: stays', { left: 24, right: 124 }, 0],
    ['touching the gap on the right: stays', { left: 251, right: 351 }, 0],
    ['wider than the card: starts at the left gap', { left: 0, right: 400 }, 24],
  ])('%s', (_case, box, shift) => {
    expect(shiftIntoBounds(box, card)).toBe(shift)
  })
})
