import type { BringItem, Difficulty, FacilityState, MonthState } from '../vocabulary/values'

/** The facts of one walk that what to bring is worked out from. */
export type WalkForKit = {
  /** The whole outing on foot, there and back or round the loop (its first figure). */
  outingMinutes: number
  climbMetres: number | undefined
  difficulty: Difficulty
  strollerFriendly: boolean
  familyFriendly: boolean
  /** Twelve months, January first. */
  months: readonly MonthState[]
  food: FacilityState
  water: FacilityState
  toilets: FacilityState
  /** By train or bus from Milan: undefined where no source names one; false where it is no day trip. */
  dayTripFromMilan: boolean | undefined
}

const WINTER = [11, 0, 1] // December, January, February

/**
 * What to bring for this walk, from its own facts: water by what the sources say of fountains;
 * shoes by the path (easy enough for a stroller, easy, or harder); trekking poles only where a
 * stroller cannot go (spec); food by the outing's length and what is on site; a warm layer for a
 * long climb; a head torch for a full day; a child carrier and wipes for families where a stroller
 * or toilets are not known to be; grips for a path walked in winter; and, without a car, the
 * times back (or somewhere to sleep).
 */
export function whatToBring(walk: WalkForKit): BringItem[] {
  const long = walk.outingMinutes >= 180
  const items: (BringItem | false)[] = [
    walk.water === 'yes' ? 'waterRefill' : 'waterAll',
    walk.strollerFriendly ? 'comfortableShoes' : walk.difficulty === 'Facile' ? 'gripShoes' : 'hikingBoots',
    !walk.strollerFriendly && 'poles',
    long ? 'packedLunch' : walk.food === 'yes' ? 'cash' : 'snacks',
    ((walk.climbMetres ?? 0) >= 400 || walk.outingMinutes >= 240) && 'warmLayer',
    'rainJacket',
    walk.outingMinutes >= 360 && 'headTorch',
    (!walk.strollerFriendly || long) && 'firstAid',
    walk.familyFriendly && !walk.strollerFriendly && 'babyCarrier',
    walk.familyFriendly && walk.toilets !== 'yes' && 'wipes',
    !walk.strollerFriendly && WINTER.some((month) => walk.months[month] !== 'closed') && 'winterGrip',
    walk.dayTripFromMilan === true && 'returnTimes',
    walk.dayTripFromMilan === false && 'overnight',
  ]
  return items.filter((item): item is BringItem => item !== false)
}
