import '@tanstack/history'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The home page's search string when the visitor opened a waterfall from the list. */
    listSearch?: string
  }
}
