import type { MouseEvent } from 'react'

/** A left click without modifiers: the only click a page may take over from the browser. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
