import '@tanstack/history'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The home page's search string when the visitor opened a waterfall from the list. */
    listSearch?: string
    /**
     * Written by a card of the list on the entry it pushes, and by nothing else: the entry before
     * this one is then that list, so the back link can return to the entry itself.
     */
    openedFromList?: true
  }
}
