import { startTransition, useEffect, useState } from 'react'

/** Whether the app has taken over the page: from then on a newly mounted component knows the date at once. */
let tookOver = false

/**
 * The visitor's date, from the browser's clock, once the app runs in the browser; undefined while
 * the page is prerendered and while it hydrates, so that the app's first render matches the
 * prerendered markup, the same for every visitor. Read per render, as a day: a page left open
 * past midnight has the new day at its next render.
 *
 * After hydration the date arrives in a transition, a render React can pause, rather than in the
 * synchronous render React forces when an external store's value differs from the server's: that
 * one ran in the same task as the page's first effects and made it a long task on a slow phone.
 */
export function useVisitorToday(): Date | undefined {
  const [known, setKnown] = useState(tookOver)
  useEffect(() => {
    tookOver = true
    if (!known) startTransition(() => setKnown(true))
  }, [known])
  return known ? new Date(new Date().toDateString()) : undefined
}
