import { APP_READY_ATTRIBUTE, appHasTakenOver } from './boot-protocol'

/**
 * The controls whose press the app, not the browser, acts on: every button, and a link that
 * opens elsewhere (the page stays, and the app reports the press). A link that leaves the page
 * needs nothing: the browser follows it, app or not.
 */
const CONTROLS = '#app :is(button, a[href][target="_blank"])'

/**
 * Keeps every press on the painted page until the app has taken it over, then hands each to the
 * app once. Before then a button on screen does nothing (nothing is there yet to answer it), and
 * a tap would be silently lost.
 *
 * - Until `APP_READY_ATTRIBUTE` appears, a press on a control goes no further than here: the app,
 *   part-way through starting, never sees it too, so nothing acts twice. Pressing the same control
 *   again meanwhile changes nothing; it acts once.
 * - When the attribute appears, each control pressed is clicked again, in the order pressed. A
 *   link's own navigation has already happened, so its second click only tells the app.
 * - When the app has rendered the page afresh (a view prerendered for another URL), the control is
 *   found again at its place among the controls with its text.
 */
export function keepPressesUntilTakeover(root: Document = document): void {
  const html = root.documentElement
  const pressed: [control: Element, text: string | null, nth: number][] = []
  const withText = (text: string | null) =>
    [...root.querySelectorAll(CONTROLS)].filter((control) => control.textContent === text)

  const keep = (event: Event) => {
    const control = (event.target as Element).closest?.(CONTROLS)
    if (!control || appHasTakenOver(html)) return
    event.stopPropagation()
    const text = control.textContent
    if (!pressed.some(([other]) => other === control)) pressed.push([control, text, withText(text).indexOf(control)])
  }

  root.addEventListener('click', keep, true)
  new MutationObserver((_, observer) => {
    if (!appHasTakenOver(html)) return
    observer.disconnect()
    root.removeEventListener('click', keep, true)
    for (const [kept, text, nth] of pressed) {
      const control = kept.isConnected ? kept : withText(text)[nth]
      if (control instanceof HTMLAnchorElement) {
        root.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true })
        control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      } else if (control instanceof HTMLElement) control.click()
    }
  }).observe(html, { attributeFilter: [APP_READY_ATTRIBUTE] })
}
