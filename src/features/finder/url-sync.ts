import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { filterMachine } from './filter-machine'
import type { Filters } from './filter-rules'
import { filtersFromSearch, parseSearchString, searchFromFilters, validateFilterSearch } from './url-contract'

export type UrlWrite = { filters: Filters; history: 'push' | 'replace' }

/**
 * The next history entry out of the queued writes, and the writes left for a later task. The
 * browser history merges the writes of one task into one entry, so two pushes applied together
 * (a filter picked and a first keystroke in the same frame) would leave one entry where the
 * visitor made two. An entry is a write and the replaces after it, which rewrite that entry:
 * it takes the first one's history mode and the last one's filters.
 */
export function nextHistoryEntry(writes: readonly UrlWrite[]): { entry?: UrlWrite; later: UrlWrite[] } {
  const [first, ...rest] = writes
  if (!first) return { later: [] }
  const rewrites = rest.findIndex((write) => write.history === 'push')
  const end = rewrites === -1 ? rest.length : rewrites
  const last = rest[end - 1] ?? first
  return { entry: { filters: last.filters, history: first.history }, later: rest.slice(end) }
}

/**
 * Runs `task` once the browser has painted what the current event changed: the URL can wait a
 * frame, the visitor's keystroke cannot. `scheduler.postTask` at background priority runs after
 * rendering; without it, a zero timeout comes close.
 */
function afterPaint(task: () => void): void {
  const { scheduler } = globalThis as { scheduler?: { postTask?: (task: () => void, options: object) => unknown } }
  if (scheduler?.postTask) void scheduler.postTask(task, { priority: 'background' })
  else setTimeout(task, 0)
}

/**
 * The one boundary between the URL and the filter machine. Its rule: the URL follows the
 * machine one frame late, and never overtakes a navigation.
 * - URL → machine: every history change on this page (Back, Forward, a link) is sent to the
 *   machine as `url.changed`, with the URL's filters, at the moment it happens. The machine
 *   ignores a URL that already shows its filters, and is not told of its own writes.
 * - machine → URL: the `url.write`s the machine emits are applied in order once the frame they
 *   belong to is painted (a keystroke paints its results first), one history entry per task
 *   (see nextHistoryEntry). A history change that comes before then drops them: the visitor has
 *   gone elsewhere (Back, Forward, a link), and the machine has just been told so, so no write
 *   can land after a later Back.
 * A URL that is not in its clean form never reaches this page: the client entry cleans it once,
 * before the router reads it (see app/entry-client.tsx).
 */
export function useUrlSync(actor: ActorRefFrom<typeof filterMachine>, pathname: string): void {
  const router = useRouter()
  useEffect(() => {
    let pending: UrlWrite[] = []
    let writing = false

    const fromUrl = router.history.subscribe(({ location }) => {
      // The machine's own writes: it holds these filters already, or later ones still queued.
      if (writing) return
      pending = []
      if (location.pathname !== pathname) return
      const filters = filtersFromSearch(validateFilterSearch(parseSearchString(location.search)))
      actor.send({ type: 'url.changed', filters })
    })

    const write = () => {
      const { entry, later } = nextHistoryEntry(pending)
      pending = later
      if (!entry) return
      writing = true
      try {
        void router.navigate({
          to: '.',
          search: searchFromFilters(entry.filters),
          replace: entry.history === 'replace',
          resetScroll: false,
        })
      } finally {
        writing = false
      }
      if (pending.length > 0) afterPaint(write)
    }
    const toUrl = actor.on('url.write', ({ filters, history }) => {
      if (pending.length === 0) afterPaint(write)
      pending.push({ filters, history })
    })

    return () => {
      fromUrl()
      toUrl.unsubscribe()
      pending = []
    }
  }, [actor, pathname, router])
}
