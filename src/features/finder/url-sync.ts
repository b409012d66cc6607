import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { filterMachine } from './filter-machine'
import { filtersFromSearch, parseSearchString, searchFromFilters, validateFilterSearch } from './url-contract'

/**
 * The one boundary between the URL and the filter machine. Its rule: both directions are
 * synchronous, so the URL and the machine never disagree for longer than one call.
 * - URL → machine: every history change on this page (Back, Forward, a link) is sent to the
 *   machine as `url.changed`, with the URL's filters, at the moment it happens. The machine
 *   ignores a URL that already shows its filters. Its own writes always do (they are applied
 *   before the next event can reach it), so a write never echoes back, and no write can land
 *   after a later Back.
 * - machine → URL: each `url.write` the machine emits is applied at once, as a new history
 *   entry or in place of the current one.
 * A URL that is not in its clean form never reaches this page: the client entry cleans it once,
 * before the router reads it (see app/entry-client.tsx).
 */
export function useUrlSync(actor: ActorRefFrom<typeof filterMachine>, pathname: string): void {
  const router = useRouter()
  useEffect(() => {
    const fromUrl = router.history.subscribe(({ location }) => {
      if (location.pathname !== pathname) return
      const filters = filtersFromSearch(validateFilterSearch(parseSearchString(location.search)))
      actor.send({ type: 'url.changed', filters })
    })
    const toUrl = actor.on('url.write', ({ filters, history }) => {
      void router.navigate({
        to: '.',
        search: searchFromFilters(filters),
        replace: history === 'replace',
        resetScroll: false,
      })
    })
    return () => {
      fromUrl()
      toUrl.unsubscribe()
    }
  }, [actor, pathname, router])
}
