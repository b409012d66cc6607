import { currentView, VIEW } from '../boot/boot-protocol'
import { loadPageMessages } from '../i18n/messages-loader'
import { keepPressesUntilTakeover } from './presses-before-start'
import './styles.css'

/**
 * The page's only module script. The prerendered HTML is already the whole page, readable and
 * navigable without JavaScript, so the app (React and the rest, see entry-client.tsx) is fetched only
 * once that page has painted: on a slow mobile link its download would otherwise share the
 * bandwidth with the stylesheet and the first image, and delay both.
 *
 * The app starts at the first of:
 * - the window's `load` event (the page and its images are in);
 * - the visitor reaching for the page (pointer, key, focus), who should not wait for images;
 * - START_AT_THE_LATEST_MS after this module runs, so a slow image host cannot hold it back;
 * - at once, when the prerendered markup is not this URL's own view (a filtered list, which is
 *   hidden until the app renders it, or a not-found page shown for another path).
 *
 * Meanwhile a press on a button is kept, and handed to the app once it has taken over.
 */
const START_AT_THE_LATEST_MS = 1500

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

let started = false
let fallback: ReturnType<typeof setTimeout> | undefined

function start(): void {
  if (started) return
  started = true
  clearTimeout(fallback)
  window.removeEventListener('load', start)
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true)
  // The page's language travels alongside the app rather than after it.
  loadPageMessages(window.location.pathname).catch(() => {})
  void import('./entry-client')
}

keepPressesUntilTakeover()

// index.html's inline script has decided whether the markup on screen is this URL's own view.
if (document.readyState === 'complete' || currentView() !== VIEW.prerenderedForThisUrl) {
  start()
} else {
  window.addEventListener('load', start, { once: true })
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true })
  fallback = setTimeout(start, START_AT_THE_LATEST_MS)
}
