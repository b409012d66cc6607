import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const today = () => new Date().toDateString()

/**
 * The visitor's date, from the browser's clock, once the app runs in the browser; undefined while
 * the page is prerendered and while it hydrates, so that the app's first render matches the
 * prerendered markup, the same for every visitor. React renders again with the date at once.
 * Read per render, as a day: a page left open past midnight has the new day at its next render.
 */
export function useVisitorToday(): Date | undefined {
  const day = useSyncExternalStore(noSubscription, today, () => undefined)
  return day === undefined ? undefined : new Date(day)
}
