// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useVisitorToday } from './use-visitor-today'

// React's act() environment, as Testing Library sets it for its own renders.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 2, 15, 18, 30))
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

/** Every value the hook returned, one per render, in order. */
function probe(seen: (string | undefined)[]) {
  return function Probe() {
    const today = useVisitorToday()
    const day = today?.toDateString()
    seen.push(day)
    return <p>{day ?? 'no date'}</p>
  }
}

it('hydrates without the date, gets it right after, and a part mounted later has it at once', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const serverSeen: (string | undefined)[] = []
  const ServerProbe = probe(serverSeen)
  container.innerHTML = renderToString(<ServerProbe />)
  expect(container.textContent).toBe('no date')

  const errors: unknown[] = []
  const seen: (string | undefined)[] = []
  const Probe = probe(seen)
  const root = await act(async () =>
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }),
  )
  // The first render matches the prerendered markup; the date follows, midnight of the visitor's day.
  expect(errors).toEqual([])
  expect(seen[0]).toBeUndefined()
  expect(container.textContent).toBe('Mon Mar 15 2027')

  const later: (string | undefined)[] = []
  const Later = probe(later)
  await act(async () => root.render(<Later />))
  expect(later[0]).toBe('Mon Mar 15 2027')

  // A page left open past midnight has the new day at its next render.
  vi.setSystemTime(new Date(2027, 2, 16, 0, 5))
  await act(async () => root.render(<Later key="again" />))
  expect(container.textContent).toBe('Tue Mar 16 2027')
  act(() => root.unmount())
})
