import type { FilterMachineEmitted } from './filter-machine'

export type UrlWrite = Omit<Extract<FilterMachineEmitted, { type: 'url.write' }>, 'type'>

/**
 * Merges a URL write into the one still waiting to be applied: the latest filters win, and a
 * write that makes a new history entry stays one, so a typing burst still leaves its entry.
 */
export function mergeUrlWrite(pending: UrlWrite | undefined, next: UrlWrite): UrlWrite {
  return { filters: next.filters, history: pending?.history === 'push' ? 'push' : next.history }
}
