// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'
import { keepMapOpen } from './map-open'

afterEach(() => {
  sessionStorage.clear()
  document.body.innerHTML = ''
})

function disclosure(open = false): HTMLDetailsElement {
  const details = document.createElement('details')
  details.open = open
  document.body.append(details)
  return details
}

/** Whether a map mounted now, folded as the page is served, opens. */
const opensOnNextMount = () => {
  const next = disclosure()
  const release = keepMapOpen(next)
  const open = next.open
  release()
  return open
}

it('keeps a map opened and left before its toggle event ran, whether the page hides or the map unmounts', () => {
  for (const leave of ['pagehide', 'unmount'] as const) {
    const details = disclosure()
    const release = keepMapOpen(details)
    details.open = true // the press; its toggle event is still to come
    if (leave === 'pagehide') window.dispatchEvent(new Event('pagehide'))
    else release()
    expect(sessionStorage.getItem('list-map-open'), leave).toBe('1')
    if (leave === 'pagehide') release()
    expect(opensOnNextMount(), leave).toBe(true)
    sessionStorage.clear()
  }
})

it('forgets a map folded again, so the next page serves it folded', () => {
  const details = disclosure()
  const release = keepMapOpen(details)
  details.open = true
  details.dispatchEvent(new Event('toggle'))
  expect(sessionStorage.getItem('list-map-open')).toBe('1')
  details.open = false
  window.dispatchEvent(new Event('pagehide'))
  release()
  expect(opensOnNextMount()).toBe(false)
})

it('keeps a map the browser opened before the app, and leaves a folded one folded when nothing is kept', () => {
  const early = disclosure(true)
  keepMapOpen(early)()
  expect(opensOnNextMount()).toBe(true)
  sessionStorage.clear()
  expect(opensOnNextMount()).toBe(false)
})

it('opens nothing and throws nothing where session storage is refused', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('refused', 'SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('refused', 'SecurityError')
  })
  const details = disclosure()
  const release = keepMapOpen(details)
  expect(details.open).toBe(false)
  details.open = true
  expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow()
  expect(release).not.toThrow()
})

it('listens no more once the map has gone', () => {
  const details = disclosure()
  keepMapOpen(details)()
  sessionStorage.setItem('list-map-open', '1')
  window.dispatchEvent(new Event('pagehide')) // the folded map no longer writes
  expect(sessionStorage.getItem('list-map-open')).toBe('1')
})
