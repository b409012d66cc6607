import { describe, expect, it } from 'vitest'
import { scrollRestorationAfterFirstRender } from './router'

describe('scrollRestorationAfterFirstRender', () => {
  it.each([
    {
      name: 'hydrating: the first render keeps the scroll, later ones restore',
      keepFirst: true,
      expected: [false, true, true],
    },
    { name: 'rendering afresh: every render restores', keepFirst: false, expected: [true, true, true] },
  ])('$name', ({ keepFirst, expected }) => {
    const restores = scrollRestorationAfterFirstRender(() => keepFirst)
    expect(expected.map(() => restores())).toEqual(expected)
  })

  it('asks whether to keep the first scroll at the first render, not before', () => {
    let hydrating = false
    const restores = scrollRestorationAfterFirstRender(() => hydrating)
    hydrating = true
    expect(restores()).toBe(false)
    hydrating = false
    expect(restores()).toBe(true)
  })
})
