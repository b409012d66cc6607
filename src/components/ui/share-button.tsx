import { useState } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import { useMessages } from '../../i18n/locale'
import { ShareIcon } from './icons'
import { shareLink } from './share-link'

type Props = {
  /** The canonical address of what is on screen, read when the button is pressed. */
  url: () => string
  title: string
  page: 'home' | 'waterfall'
}

type Notice = { kind: 'copied' } | { kind: 'by-hand'; url: string } | undefined

/**
 * Shares the page through the system's share sheet, or copies its canonical address and says
 * so in a live region. When neither works (no clipboard permission, say), the address is shown
 * selected, ready to copy by hand.
 */
export function ShareButton({ url, title, page }: Props) {
  const messages = useMessages()
  const tracker = useTracker()
  const [notice, setNotice] = useState<Notice>()

  async function share() {
    const address = url()
    setNotice(undefined)
    const outcome = await shareLink({ url: address, title })
    if (outcome.method) tracker.track({ name: 'share', payload: { method: outcome.method, page } })
    if (outcome.method === 'copy') setNotice({ kind: 'copied' })
    else if (outcome.method === undefined && !outcome.cancelled) setNotice({ kind: 'by-hand', url: address })
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-print="hide">
      <button type="button" onClick={share} className="button">
        <ShareIcon />
        {messages.share}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {notice?.kind === 'copied' && messages.shareCopied}
        {notice?.kind === 'by-hand' && (
          <label className="flex flex-wrap items-center gap-2">
            {messages.shareCopyByHand}
            <input
              readOnly
              value={notice.url}
              onFocus={(event) => event.currentTarget.select()}
              ref={(input) => input?.select()}
              className="min-w-0 flex-1 rounded border border-slate-400 px-2 py-1"
            />
          </label>
        )}
      </p>
    </div>
  )
}
