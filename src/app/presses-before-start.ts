import { APP_READY_ATTRIBUTE, appHasTakenOver } from './boot-protocol'

/**
 * The controls whose press the app, not the browser, acts on: every button, and a link that
 * opens elsewhere (the page stays, and the app reports the press). A link that leaves the page
 * needs nothing: the browser follows it, app or not.
 */
const CONTROLS = '#app :is(button, a[href][target="_blank"])'

/** The form controls whose value the visitor can change on the painted page. */
const FIELDS = '#app :is(input, select)'

/** A press kept until the app is in: the control, and its text and place to find it again. */
type Press = { kind: 'press'; control: Element; text: string | null; nth: number }
/** A value the visitor gave a field, in the order it came among the presses. */
type Change = { kind: 'change'; field: Element; name: string; value: string }

/**
 * Keeps every press on the painted page until the app has taken it over, then hands each to the
 * app once. Before then a button on screen does nothing (nothing is there yet to answer it), and
 * a tap would be silently lost.
 *
 * - Until `APP_READY_ATTRIBUTE` appears, a press on a control goes no further than here: the app,
 *   part-way through starting, never sees it too, so nothing acts twice. Pressing the same control
 *   again meanwhile changes nothing, unless a field was changed in between ("Reset", a filter,
 *   "Reset" again resets twice).
 * - When the attribute appears, each control pressed is clicked again, in the order pressed. A
 *   link's own navigation has already happened, so its second click only tells the app.
 * - When the app has rendered the page afresh (a view prerendered for another URL), the control is
 *   found again at its place among the controls with its text.
 * - A field changed meanwhile keeps its value on screen, and the app reads it as it starts
 *   (choices-before-start.ts). A value given after a press is given again after that press is
 *   handed over, so the visitor's order holds: "Reset" then a filter ends with the filter.
 */
export function keepPressesUntilTakeover(root: Document = document): void {
  const html = root.documentElement
  const kept: (Press | Change)[] = []
  const pressedSinceChange = new Set<Element>()
  const withText = (text: string | null) =>
    [...root.querySelectorAll(CONTROLS)].filter((control) => control.textContent === text)

  const keep = (event: Event) => {
    const control = (event.target as Element).closest?.(CONTROLS)
    if (!control || appHasTakenOver(html)) return
    event.stopPropagation()
    const text = control.textContent
    // Pressed again with no field changed since, the control still acts once.
    if (pressedSinceChange.has(control)) return
    pressedSinceChange.add(control)
    kept.push({ kind: 'press', control, text, nth: withText(text).indexOf(control) })
  }

  const note = (event: Event) => {
    const field = event.target
    if (appHasTakenOver(html) || !(field instanceof Element) || !field.matches(FIELDS)) return
    const { name, value } = field as HTMLInputElement
    pressedSinceChange.clear()
    const last = kept.at(-1)
    // A run of keystrokes in one field is one value: the last.
    if (last?.kind === 'change' && last.field === field) last.value = value
    else kept.push({ kind: 'change', field, name, value })
  }

  root.addEventListener('click', keep, true)
  root.addEventListener('input', note, true)
  root.addEventListener('change', note, true)
  new MutationObserver((_, observer) => {
    if (!appHasTakenOver(html)) return
    observer.disconnect()
    root.removeEventListener('click', keep, true)
    root.removeEventListener('input', note, true)
    root.removeEventListener('change', note, true)
    // Values given before the first press are on screen already, and the app has read them.
    const firstPress = kept.findIndex((entry) => entry.kind === 'press')
    if (firstPress !== -1) void handOver(root, kept.slice(firstPress), withText)
  }).observe(html, { attributeFilter: [APP_READY_ATTRIBUTE] })
}

/**
 * Hands the kept presses and values to the app in order, one per task, so the page shows what each
 * did (a reset's empty fields) before the next comes.
 */
async function handOver(
  root: Document,
  entries: readonly (Press | Change)[],
  withText: (text: string | null) => Element[],
): Promise<void> {
  for (const [index, entry] of entries.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0))
    if (entry.kind === 'change') giveValue(root, entry)
    else press(root, entry.control.isConnected ? entry.control : withText(entry.text)[entry.nth])
  }
}

function press(root: Document, control: Element | undefined): void {
  if (control instanceof HTMLAnchorElement) {
    root.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true })
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  } else if (control instanceof HTMLElement) control.click()
}

/**
 * Gives a field the value the visitor gave it, as typing or picking would: through the element's
 * own value setter, then the event its kind sends, so the app hears of it as of any change (and,
 * as for any change, does nothing when the value is the one it already has).
 */
function giveValue(root: Document, { field, name, value }: Change): void {
  const target = field.isConnected ? field : root.querySelector(`#app [name="${CSS.escape(name)}"]`)
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return
  const prototype = Object.getPrototypeOf(target) as HTMLInputElement | HTMLSelectElement
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, value)
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}
