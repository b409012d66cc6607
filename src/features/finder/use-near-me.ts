import { useCallback, useState } from 'react'
import { type LocateResult, locate } from './locate'
import type { Position } from './sort-rules'

export type NearMeStatus = 'idle' | 'locating' | LocateResult['outcome']

/**
 * The visitor's position for "Near me", held in this page's memory only: it is never written to
 * the URL, storage or analytics, and it is gone when the page is. `find` asks the browser once
 * per press; `onFound` runs when a position arrives.
 */
export function useNearMe(onFound: () => void) {
  const [position, setPosition] = useState<Position>()
  const [status, setStatus] = useState<NearMeStatus>('idle')
  const find = useCallback(async () => {
    setStatus('locating')
    const result = await locate()
    setStatus(result.outcome)
    if (result.outcome === 'found') {
      setPosition(result.position)
      onFound()
    }
  }, [onFound])
  return { position, status, find }
}
