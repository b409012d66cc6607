import '@tanstack/history'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The home page's search string when the visitor opened a waterfall from the list. */
    listSearch?: string
    /** The history index of that list's entry, so the back link can return to the entry itself. */
    listIndex?: number
  }
}
