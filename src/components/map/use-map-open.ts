import { useSyncExternalStore } from 'react'

/**
 * Whether the visitor has opened the list's map where it folds (a phone), kept for the tab: a
 * visitor who opened it, followed a marker and came Back finds it open again, at the place the
 * page had scrolled to. The browser's session storage keeps it; where that is refused (a private
 * window that throws), the page remembers it while it stays open.
 */
const KEY = 'list-map-open'
const listeners = new Set<() => void>()
let remembered: boolean | undefined

function read(): boolean {
  if (remembered === undefined) {
    try {
      remembered = window.sessionStorage.getItem(KEY) === '1'
    } catch {
      remembered = false
    }
  }
  return remembered
}

export function rememberMapOpen(open: boolean): void {
  if (open === read()) return
  remembered = open
  try {
    if (open) window.sessionStorage.setItem(KEY, '1')
    else window.sessionStorage.removeItem(KEY)
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Closed in the prerendered markup, and while the app hydrates it; then as the visitor left it. */
export function useMapOpen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}
