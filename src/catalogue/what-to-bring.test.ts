import { describe, expect, it } from 'vitest'
import { type WalkForKit, whatToBring } from './what-to-bring'

const BASE: WalkForKit = {
  outingMinutes: 30,
  climbMetres: undefined,
  difficulty: 'Facile',
  strollerFriendly: true,
  familyFriendly: true,
  months: Array(12).fill('best'),
  food: 'yes',
  water: 'unknown',
  toilets: 'yes',
  dayTripFromMilan: true,
}
const WINTER_CLOSED = [
  'closed',
  'closed',
  'best',
  'best',
  'best',
  'best',
  'best',
  'best',
  'best',
  'best',
  'best',
  'closed',
] as const

describe('whatToBring', () => {
  it('a short stroller walk with a kiosk and toilets: no poles, no carrier, cash, the times back', () => {
    expect(whatToBring(BASE)).toEqual(['waterAll', 'comfortableShoes', 'cash', 'rainJacket', 'returnTimes'])
  })

  it.each<[string, Partial<WalkForKit>, string, boolean]>([
    ['a fountain on the way', { water: 'yes' }, 'waterRefill', true],
    ['no fountain known', { water: 'unknown' }, 'waterAll', true],
    ['trekking poles where no stroller goes (spec)', { strollerFriendly: false }, 'poles', true],
    ['no trekking poles where a stroller goes (spec)', { strollerFriendly: true }, 'poles', false],
    ['hiking boots on a harder path', { strollerFriendly: false, difficulty: 'Medio' }, 'hikingBoots', true],
    ['shoes that grip on an easy path without a stroller', { strollerFriendly: false }, 'gripShoes', true],
    ['a packed lunch for three hours and more', { outingMinutes: 180 }, 'packedLunch', true],
    ['a snack where no café is known', { food: 'unknown' }, 'snacks', true],
    ['a warm layer for a 400 m climb', { climbMetres: 400 }, 'warmLayer', true],
    ['no warm layer for a short climb', { climbMetres: 200 }, 'warmLayer', false],
    ['a head torch for six hours and more', { outingMinutes: 480 }, 'headTorch', true],
    ['a child carrier for a family walk without a stroller', { strollerFriendly: false }, 'babyCarrier', true],
    [
      'no child carrier where the walk does not suit families',
      { strollerFriendly: false, familyFriendly: false },
      'babyCarrier',
      false,
    ],
    ['wipes for a family where no toilets are known', { toilets: 'unknown' }, 'wipes', true],
    ['grips where the path is walked in winter', { strollerFriendly: false }, 'winterGrip', true],
    [
      'no grips where the winter months are closed',
      { strollerFriendly: false, months: WINTER_CLOSED },
      'winterGrip',
      false,
    ],
    ['somewhere to sleep where it is no day trip', { dayTripFromMilan: false }, 'overnight', true],
    ['no times back without a train or bus', { dayTripFromMilan: undefined }, 'returnTimes', false],
  ])('%s', (_, change, item, included) => {
    expect(whatToBring({ ...BASE, ...change }).includes(item as never)).toBe(included)
  })
})
