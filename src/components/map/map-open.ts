/**
 * Whether the visitor opened the list's map where it folds (a phone), kept for the tab: a visitor
 * who opened it, followed a marker and came Back, or reloaded the page, finds it open again, at the
 * place the page had scrolled to. The browser opens and closes the map (a native <details>); this
 * only remembers it. Where session storage is refused (a private window that throws), nothing is kept.
 */
const KEY = 'list-map-open'

function remember(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(KEY, '1')
    else sessionStorage.removeItem(KEY)
  } catch {
    // Not kept.
  }
}

/**
 * As the map mounts: opened before the app took over is kept; kept open is opened again. From then
 * on the map's state is written when it toggles, and again when the page is left or the map goes.
 * The browser fires `toggle` in a task of its own, after the press: a visitor who reloads, or
 * follows a link, right after a press could leave before it runs, so the state is also read as the
 * page hides (reload, another site, a closed tab) and as the map unmounts (a marker's page in the app).
 * Returns the clean-up for the map's unmount.
 */
export function keepMapOpen(details: HTMLDetailsElement): () => void {
  if (details.open) remember(true)
  else {
    try {
      if (sessionStorage.getItem(KEY) === '1') details.open = true
    } catch {
      // Nothing kept.
    }
  }
  const write = () => remember(details.open)
  details.addEventListener('toggle', write)
  window.addEventListener('pagehide', write)
  return () => {
    details.removeEventListener('toggle', write)
    window.removeEventListener('pagehide', write)
    write()
  }
}
