/**
 * The one interface every engine is driven through, so that each journey (journeys.ts) is written
 * once. Elements are found the way a visitor finds them, by role and accessible name, by the
 * in-page function `findAll` below, which runs alike in every engine; a CSS selector is the
 * exception, for what has no role of its own.
 */

export type Engine = 'chromium' | 'firefox' | 'webkit'

/** An element as a visitor finds it: its role and accessible name, optionally inside another. */
export type Target =
  | { role: Role; name: string; level?: number; within?: { role: Role; name: string } }
  | { css: string }

export type Role = 'button' | 'link' | 'searchbox' | 'combobox' | 'heading' | 'article' | 'navigation' | 'main'

export type PageFunction<Args extends unknown[], Result> = (find: typeof findAll, ...args: Args) => Result

/** The source of an expression that calls `fn` in the page with `findAll` and `args`. */
export function pageCall<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, args: Args): string {
  return `(${fn.toString()})((${findAll.toString()}), ...${JSON.stringify(args)})`
}

/** The proxy every HTTPS request of a browser goes through (support/forecast-proxy.ts). */
export type HttpsProxy = { host: string; port: number }

/** A key, or Paste: the platform's shortcut (Ctrl+V here). */
export type Key = 'Tab' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'Enter' | 'Space' | 'Paste'

export interface EngineDriver {
  readonly engine: Engine
  /** The site's origin, e.g. http://127.0.0.1:4412. */
  readonly origin: string
  /** Whether the driver can take the tab offline (otherwise the offline journey stops the server only). */
  readonly canGoOffline: boolean
  /** Opens a path of `origin` (or an absolute URL) and waits for its load. */
  goto(pathOrUrl: string): Promise<void>
  /**
   * Runs a function in the page and returns its (JSON) result. The function is sent as its source
   * text with its arguments as JSON, so it must be self-contained; it gets `findAll` (below) as its
   * first argument, to find elements as the driver does.
   */
  evaluate<Result, Args extends unknown[]>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Awaited<Result>>
  /** Clicks the one element `target` names, as a pointer would. */
  click(target: Target): Promise<void>
  /** Moves focus to the element without a click (as a tap on a label would), for the keyboard to act on it. */
  focus(target: Target): Promise<void>
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>
  /** Presses one key on the focused element. */
  press(key: Key): Promise<void>
  /** The browser's Back. */
  back(): Promise<void>
  /**
   * Does `ask` (a press that makes the page ask for the visitor's position) and says no to the
   * question, as a visitor who refuses: where the browser asks in its own window, by its own button.
   */
  refuseLocation(ask: () => Promise<void>): Promise<void>
  /** Takes the tab off the network or back on it (only where `canGoOffline`). */
  setOffline(offline: boolean): Promise<void>
  close(): Promise<void>
}

/**
 * Every element in the page with `role` and exactly the accessible `name`, among those a visitor can
 * see (or reach with a screen reader: visually hidden text counts, `hidden` elements do not).
 * Runs in the page: it must stay self-contained (it is sent as its source text).
 */
export function findAll(target: Target): Element[] {
  if ('css' in target) return [...document.querySelectorAll(target.css)]
  const { role, name } = target
  const level = target.level ?? null
  const SELECTORS: Record<string, string> = {
    button: 'button, [role="button"], summary',
    link: 'a[href], [role="link"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    combobox: 'select:not([multiple]):not([size]), [role="combobox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    article: 'article, [role="article"]',
    navigation: 'nav, [role="navigation"]',
    main: 'main, [role="main"]',
  }
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
  const accessibleName = (element: Element): string => {
    const label = element.getAttribute('aria-label')
    if (label) return squash(label)
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    }
    const labels = (element as HTMLInputElement).labels
    if (labels && labels.length > 0) {
      // A label's own words, without the text of the control it wraps (a select's options).
      return squash(
        [...labels]
          .map((labelElement) => {
            const copy = labelElement.cloneNode(true) as Element
            for (const control of copy.querySelectorAll('select, input, textarea')) control.remove()
            return copy.textContent ?? ''
          })
          .join(' '),
      )
    }
    return squash(element.textContent ?? '')
  }
  const shown = (element: Element) =>
    !element.closest('[hidden], [aria-hidden="true"]') &&
    (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true }))
  const headingLevel = (element: Element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1))
  const matching = (scope: ParentNode, wantedRole: string, wantedName: string | null) =>
    [...scope.querySelectorAll(SELECTORS[wantedRole] ?? wantedRole)].filter(
      (element) =>
        shown(element) &&
        (wantedName === null || accessibleName(element) === wantedName) &&
        (wantedRole !== 'heading' || level === null || headingLevel(element) === level),
    )
  const scopes: ParentNode[] = target.within ? matching(document, target.within.role, target.within.name) : [document]
  return scopes.flatMap((scope) => matching(scope, role, name))
}

/** Describes a target for an error message. */
export function describe(target: Target): string {
  if ('css' in target) return `"${target.css}"`
  const inside = target.within ? ` inside ${target.within.role} "${target.within.name}"` : ''
  return `${target.role} "${target.name}"${inside}`
}

/** Every engine's window: WebKit's MiniBrowser opens at this size under Xvfb, the others are set to it. */
export const VIEWPORT = { width: 1024, height: 730 }

/** How long a step waits for what it needs on screen before it fails. */
export const STEP_TIMEOUT_MS = 10_000

/** Resolves once `count` says exactly one element matches; fails on several at once, or on none by the time-out. */
export async function waitForOne(target: Target, count: () => Promise<number>): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS
  for (;;) {
    const found = await count()
    if (found === 1) return
    if (found > 1) throw new Error(`${describe(target)} matches ${found} elements, not one`)
    if (Date.now() > deadline) throw new Error(`${describe(target)} did not appear within ${STEP_TIMEOUT_MS} ms`)
    await new Promise((next) => setTimeout(next, 50))
  }
}
