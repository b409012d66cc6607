/**
 * Whether the visitor opened the list's map where it folds (a phone), kept for the tab: a visitor
 * who opened it, followed a marker and came Back finds it open again, at the place the page had
 * scrolled to. The browser opens and closes the map (a native <details>); this only remembers it.
 * Where session storage is refused (a private window that throws), nothing is kept.
 */
const KEY = 'list-map-open'

export function rememberMapOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(KEY, '1')
    else sessionStorage.removeItem(KEY)
  } catch {
    // Not kept.
  }
}

/** As the map mounts: opened before the app took over is kept; kept open is opened again. */
export function restoreMapOpen(details: HTMLDetailsElement): void {
  if (details.open) {
    rememberMapOpen(true)
    return
  }
  try {
    if (sessionStorage.getItem(KEY) === '1') details.open = true
  } catch {
    // Nothing kept.
  }
}
