import { useEffect } from 'react'
import { OFFLINE_ATTRIBUTE } from '../../boot/boot-protocol'
import { useMessages } from '../../i18n/locale'
import { useOnline } from '../ui/use-online'

/**
 * One polite line while the connection is gone: the guide goes on working (its pages are kept
 * for offline use), but the links that leave it need the network. Those links carry a word of
 * their own (NeedsNetwork), shown by the stylesheet while `<html>` says the page is offline.
 * The line sits at the foot of the window, over the page, so that nothing moves when it comes or
 * goes; its live region is always there, so a screen reader hears it arrive.
 */
export function OfflineNotice() {
  const messages = useMessages()
  const online = useOnline()
  useEffect(() => {
    document.documentElement.toggleAttribute(OFFLINE_ATTRIBUTE, !online)
  }, [online])
  return (
    <div role="status" data-offline-notice className="offline-notice">
      {!online && <p>{messages.offlineLine}</p>}
    </div>
  )
}

/** Beside a link that leaves the guide: while offline, that following it needs a connection. */
export function NeedsNetwork() {
  const messages = useMessages()
  return <span data-when-offline>{` (${messages.needsNetwork})`}</span>
}
