// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAfterPaintScheduler } from './after-paint'

/** The next frame's animation callbacks, then the tasks queued from them (after its paint). */
function paintNextFrame(): void {
  vi.advanceTimersToNextFrame()
  vi.advanceTimersByTime(1)
}

describe('createAfterPaintScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs once, in a task after the next frame, however often it was scheduled', () => {
    const callback = vi.fn()
    const scheduler = createAfterPaintScheduler(callback)
    scheduler.schedule()
    scheduler.schedule()
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    // The frame's animation callbacks ran; the frame is painted before the queued task.
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('can be scheduled again once it has run', () => {
    const callback = vi.fn()
    const scheduler = createAfterPaintScheduler(callback)
    scheduler.schedule()
    paintNextFrame()
    scheduler.schedule()
    paintNextFrame()
    expect(callback).toHaveBeenCalledTimes(2)
  })

  it('runs after the fallback delay when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const callback = vi.fn()
    createAfterPaintScheduler(callback, 100).schedule()
    vi.advanceTimersByTime(99)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })

  it('does not run once cancelled', () => {
    const callback = vi.fn()
    const scheduler = createAfterPaintScheduler(callback)
    scheduler.schedule()
    scheduler.cancel()
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1000)
    expect(callback).not.toHaveBeenCalled()
  })
})
