import { APP_READY_ATTRIBUTE, appHasTakenOver } from '../boot/boot-protocol'
import { BROWSER_HAS_POPOVERS } from '../components/ui/popover-support'

/**
 * The controls whose press the app, not the browser, acts on: every button, a link that opens
 * elsewhere (the page stays, and the app reports the press), and on a list the links the app
 * answers in place (Reset and the chips). Any other link leaves the page: the browser follows it,
 * app or not; so does a button that toggles a popover (a tooltip), where the browser has popovers.
 */
const BUTTONS = BROWSER_HAS_POPOVERS ? 'button:not([popovertarget])' : 'button'
const CONTROLS = `#app :is(${BUTTONS}, a[href][target="_blank"], [data-reset], [data-chip] a)`

/** A press kept until the app is in: the control, and its text and place to find it again. */
type Press = { control: Element; text: string | null; nth: number }

/**
 * Keeps every press on the painted page until the app has taken it over, then hands each to the
 * app once. Before then a button on screen does nothing (nothing is there yet to answer it), and
 * a tap would be silently lost. On a list, the list's own script (features/finder/
 * list-before-app.ts) answers the search, the selects, Reset and the chips until the app starts;
 * what is pressed after that comes here, and what is typed or picked stays on screen for the app
 * to read as it starts (choices-before-start.ts).
 *
 * - Until `APP_READY_ATTRIBUTE` appears, a press on a control goes no further than here: the app,
 *   part-way through starting, never sees it too, so nothing acts twice. Pressing the same control
 *   again meanwhile changes nothing.
 * - When the attribute appears, each control pressed is clicked again, in the order pressed, one
 *   per task, so the page shows what each did before the next comes. A link that opens elsewhere
 *   has already opened: its second click only tells the app.
 * - When the app has rendered the page afresh (a view prerendered for another URL), the control is
 *   found again at its place among the controls with its text.
 */
export function keepPressesUntilTakeover(root: Document = document): void {
  const html = root.documentElement
  const kept: Press[] = []
  const withText = (text: string | null) =>
    [...root.querySelectorAll(CONTROLS)].filter((control) => control.textContent === text)

  const keep = (event: Event) => {
    const control = (event.target as Element).closest?.(CONTROLS)
    if (!control || appHasTakenOver(html)) return
    event.stopPropagation()
    if (!control.matches('[target="_blank"]')) event.preventDefault()
    if (kept.some((press) => press.control === control)) return
    const text = control.textContent
    kept.push({ control, text, nth: withText(text).indexOf(control) })
  }

  root.addEventListener('click', keep, true)
  new MutationObserver((_, observer) => {
    if (!appHasTakenOver(html)) return
    observer.disconnect()
    root.removeEventListener('click', keep, true)
    void handOver(root, kept, withText)
  }).observe(html, { attributeFilter: [APP_READY_ATTRIBUTE] })
}

async function handOver(root: Document, presses: readonly Press[], withText: (text: string | null) => Element[]) {
  for (const [index, { control, text, nth }] of presses.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0))
    press(root, control.isConnected ? control : withText(text)[nth])
  }
}

function press(root: Document, control: Element | undefined): void {
  if (control instanceof HTMLAnchorElement && control.target === '_blank') {
    root.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true })
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  } else if (control instanceof HTMLElement) control.click()
}
