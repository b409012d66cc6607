/** The "When" filter's values: the months, '1' (January) to '12', as the URL writes them. */
export const MONTH_VALUES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const
export type MonthValue = (typeof MONTH_VALUES)[number]

/** Whether the months worth going (catalogue/worth-going.ts, written into each card) include a chosen month. */
export function worthGoingIn(month: MonthValue): (worthGoing: string) => boolean {
  const index = Number(month) - 1
  return (worthGoing) => worthGoing[index] === 'y'
}

/** The visitor's month, from a date in the visitor's own time zone. */
export function monthValueOf(date: Date): MonthValue {
  return MONTH_VALUES[date.getMonth()] as MonthValue
}
