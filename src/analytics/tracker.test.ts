import { describe, expect, it, vi } from 'vitest'
import type { AnalyticsEvent } from './events'
import { createPageTracker } from './tracker'

const event: AnalyticsEvent = { name: 'language_change', payload: { language: 'en' } }

describe('createPageTracker', () => {
  it("sends gtag('event', name, payload) when the page defines gtag", () => {
    const gtag = vi.fn()
    createPageTracker({ gtag }).track(event)
    expect(gtag).toHaveBeenCalledWith('event', 'language_change', { language: 'en' })
  })

  it('does nothing, and does not fail, without gtag', () => {
    expect(() => createPageTracker({}).track(event)).not.toThrow()
    expect(() => createPageTracker({ gtag: 'not a function' }).track(event)).not.toThrow()
  })

  it('swallows a tracker that throws', () => {
    const gtag = vi.fn(() => {
      throw new Error('blocked')
    })
    expect(() => createPageTracker({ gtag }).track(event)).not.toThrow()
    expect(gtag).toHaveBeenCalledOnce()
  })

  it('also hands every event to the logger when one is given', () => {
    const log = vi.fn()
    createPageTracker({}, log).track(event)
    expect(log).toHaveBeenCalledWith(event)
  })
})
