import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { filterMachine } from './filter-machine'
import type { Filters } from './filter-rules'
import { filtersFromSearch, parseSearchString, searchFromFilters, validateFilterSearch } from './url-contract'

type UrlWrite = { filters: Filters; history: 'push' | 'replace' }

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
 *   belong to is painted (a keystroke paints its results first). A history change that comes
 *   before then drops them: the visitor has gone elsewhere (Back, Forward, a link), and the
 *   machine has just been told so, so no write can land after a later Back.
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
      const writes = pending
      pending = []
      writing = true
      try {
        for (const { filters, history } of writes) {
          void router.navigate({
            to: '.',
            search: searchFromFilters(filters),
            replace: history === 'replace',
            resetScroll: false,
          })
        }
      } finally {
        writing = false
      }
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
