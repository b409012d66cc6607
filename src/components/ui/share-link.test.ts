import { describe, expect, it, vi } from 'vitest'
import { shareLink } from './share-link'

const TARGET = { url: 'https://cascatelombardia.it/en?family=true', title: 'Lombardy Waterfalls' }

function browser({ share, writeText }: { share?: () => Promise<void>; writeText?: () => Promise<void> }) {
  return {
    share: share && vi.fn(share),
    clipboard: { writeText: vi.fn(writeText ?? (() => Promise.resolve())) },
  } as unknown as Navigator & { share: ReturnType<typeof vi.fn>; clipboard: { writeText: ReturnType<typeof vi.fn> } }
}

describe('shareLink', () => {
  it('uses the share sheet where the browser has one', async () => {
    const navigator = browser({ share: () => Promise.resolve() })
    expect(await shareLink(TARGET, navigator)).toEqual({ method: 'web_share' })
    expect(navigator.share).toHaveBeenCalledWith(TARGET)
    expect(navigator.clipboard.writeText).not.toHaveBeenCalled()
  })

  it('copies the address where there is no share sheet', async () => {
    const navigator = browser({})
    expect(await shareLink(TARGET, navigator)).toEqual({ method: 'copy' })
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(TARGET.url)
  })

  it('copies nothing when the visitor closes the share sheet', async () => {
    const navigator = browser({ share: () => Promise.reject(new DOMException('closed', 'AbortError')) })
    expect(await shareLink(TARGET, navigator)).toEqual({ method: undefined, cancelled: true })
    expect(navigator.clipboard.writeText).not.toHaveBeenCalled()
  })

  it('falls back to the clipboard when the share sheet refuses', async () => {
    const navigator = browser({ share: () => Promise.reject(new DOMException('no', 'NotAllowedError')) })
    expect(await shareLink(TARGET, navigator)).toEqual({ method: 'copy' })
  })

  it('reports a failure, not a cancel, when the clipboard refuses too', async () => {
    const navigator = browser({ writeText: () => Promise.reject(new Error('denied')) })
    expect(await shareLink(TARGET, navigator)).toEqual({ method: undefined, cancelled: false })
  })
})
