import { useCallback, useRef, useState } from 'react'
import { type LocateResult, locate } from './locate'
import type { Position } from './sort-rules'

export type NearMeStatus = 'idle' | 'locating' | LocateResult['outcome']

/**
 * The last position found in this visit, kept in the page's memory only so that a list ordered by
 * distance comes back in that order after Back, Forward or the detail page's back link (the home
 * page is rendered anew then). Never written to the URL, storage or analytics; gone with the page.
 */
let positionThisVisit: Position | undefined

/**
 * The visitor's position for "Near me". `find` asks the browser once per press, one question at a
 * time (a press while asking changes nothing); `onFound` runs when a position arrives.
 */
export function useNearMe(onFound: () => void) {
  const [position, setPosition] = useState<Position | undefined>(positionThisVisit)
  const [status, setStatus] = useState<NearMeStatus>('idle')
  const asking = useRef(false)
  const find = useCallback(async () => {
    if (asking.current) return
    asking.current = true
    setStatus('locating')
    const result = await locate()
    asking.current = false
    setStatus(result.outcome)
    if (result.outcome === 'found') {
      positionThisVisit = result.position
      setPosition(result.position)
      onFound()
    }
  }, [onFound])
  return { position, status, find }
}
