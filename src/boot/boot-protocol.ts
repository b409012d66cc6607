/**
 * How a page starts, as attributes on <html>: the one place that names them and their values.
 * The first inline script (generated from `viewDecisionScript()` at build, see
 * scripts/build/boot-protocol-plugin.ts), the stylesheet, boot.ts, both entries and the app read
 * and write these names only; boot-protocol.test.ts holds the stylesheet and the built script to
 * them.
 *
 * 1. At build the server entry writes the path the markup shows (`PRERENDERED_PATH_ATTRIBUTE`)
 *    and, on a list, the parameters that would change it (`VIEW_PARAMETERS_ATTRIBUTE`).
 * 2. Before anything paints, the inline script compares it with the browser's URL and writes the
 *    answer (`VIEW_ATTRIBUTE`): the markup is this URL's own view, or another URL's.
 * 3. Once a page is the app's own, the app writes `VIEW.app` and `APP_READY_ATTRIBUTE`.
 *
 * The same script writes the visitor's month and whether the visitor's year is later than the
 * content's (`VISITOR_MONTH_ATTRIBUTE`, `LATER_YEAR_ATTRIBUTE`): the markup carries every month's
 * line and each current year's calendar note, and the stylesheet shows the visitor's, so the page
 * is right for the visitor's date before the app and the app renders the same markup as the build.
 */

/** The path the prerendered markup shows, e.g. `/en/waterfall/3` (written at build). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered'

/**
 * The URL parameters that would make the markup another URL's view, separated by spaces (written
 * at build, on a list only): those the URL contract reads (url-contract.ts). Any other key
 * (`utm_source`, `fbclid`…) changes nothing, and a page without the attribute is the same view
 * whatever its query.
 */
export const VIEW_PARAMETERS_ATTRIBUTE = 'data-view-parameters'

/** Which view the markup on screen is, as the inline script and then the app decide it. */
export const VIEW_ATTRIBUTE = 'data-view'

export const VIEW = {
  /**
   * Prerendered for exactly this URL (its path, and none of its view parameters in the query): the
   * app hydrates it as it is.
   */
  prerenderedForThisUrl: 'prerendered-for-this-url',
  /**
   * Prerendered for another URL (the unfiltered list under a filtered URL, a not-found page under
   * another path): its results stay hidden, and the app renders the URL's own view in its place.
   */
  prerenderedForAnotherUrl: 'prerendered-for-another-url',
  /** The app has taken the page over: what is on screen is the app's own, and its controls work. */
  app: 'app',
} as const

export type View = (typeof VIEW)[keyof typeof VIEW]

/**
 * Present from the moment the app's code starts running (entry-client.tsx), before it reads the URL:
 * a list page's own script (features/finder/list-before-app.ts) then stops applying changes
 * itself, and leaves them to be handed over (presses-before-start.ts).
 */
export const APP_STARTING_ATTRIBUTE = 'data-app-starting'

/**
 * Present once the app has taken over the page (with `VIEW.app`), for whoever waits for that from
 * outside the app: browser tests, benchmarks, and boot.ts, which then hands over the presses it
 * kept (presses-before-start.ts).
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

/**
 * The classic script index.html runs in <head>, before the page paints: it decides once whether
 * the markup is this URL's own view. Written out here, from the names above, so that it cannot
 * drift from them; the server allows it by the hash of this exact text (Content-Security-Policy).
 * A function, so that a bundle that imports this module for its names alone leaves it out.
 */
export function viewDecisionScript(): string {
  return (
    `var h=document.documentElement;h.setAttribute('${VIEW_ATTRIBUTE}',` +
    `h.getAttribute('${PRERENDERED_PATH_ATTRIBUTE}')===location.pathname&&!(h.getAttribute('${VIEW_PARAMETERS_ATTRIBUTE}')||'').split(' ').some(k=>k&&new URLSearchParams(location.search).has(k))` +
    `?'${VIEW.prerenderedForThisUrl}':'${VIEW.prerenderedForAnotherUrl}')`
  )
}

/** The visitor's month, 1 to 12, from the browser's clock. */
export const VISITOR_MONTH_ATTRIBUTE = 'data-month'

/**
 * Present when the visitor's year is later than the year of the content: a calendar of the
 * content's year is then last year's. (A calendar of an earlier year is last year's at build.)
 */
export const LATER_YEAR_ATTRIBUTE = 'data-later-year'

/** The part of the first script that reads the visitor's date; it runs after the view decision. */
export function visitorDateScript(contentYear: number): string {
  if (!Number.isInteger(contentYear)) throw new TypeError(`not a year: ${contentYear}`)
  return (
    `var d=new Date();document.documentElement.setAttribute('${VISITOR_MONTH_ATTRIBUTE}',String(d.getMonth()+1));` +
    `if(d.getFullYear()>${contentYear})document.documentElement.setAttribute('${LATER_YEAR_ATTRIBUTE}','')`
  )
}

/** The page's first script, inline in <head>: the view decision, then the visitor's date. */
export function firstScript(contentYear: number): string {
  return `${viewDecisionScript()};${visitorDateScript(contentYear)}`
}

/**
 * Present while the browser has no connection, as the app learns it (components/layout/
 * offline-notice.tsx): the stylesheet then shows, beside each link that leaves the guide, that
 * following it needs the network.
 */
export const OFFLINE_ATTRIBUTE = 'data-offline'

/** The view the document is in, as the inline script or the app last wrote it. */
export function currentView(root: Element = document.documentElement): View | undefined {
  const value = root.getAttribute(VIEW_ATTRIBUTE)
  return Object.values(VIEW).find((view) => view === value)
}

/** Whether the app has taken over the page. */
export function appHasTakenOver(root: Element = document.documentElement): boolean {
  return root.hasAttribute(APP_READY_ATTRIBUTE)
}

/** Says on <html> that the app has taken the page over. */
export function markTakenOver(root: Element = document.documentElement): void {
  root.setAttribute(VIEW_ATTRIBUTE, VIEW.app)
  root.setAttribute(APP_READY_ATTRIBUTE, 'true')
}
