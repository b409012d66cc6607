import { describe, expect, it } from 'vitest'
import { scrollRestorationAfterFirstRender } from './router'

describe('scrollRestorationAfterFirstRender', () => {
  it.each([
    {
      name: 'hydrating: the first render keeps the scroll, later ones restore',
      hydrating: true,
      expected: [false, true, true],
    },
    { name: 'rendering afresh: every render restores', hydrating: false, expected: [true, true, true] },
  ])('$name', ({ hydrating, expected }) => {
    const restores = scrollRestorationAfterFirstRender(hydrating)
    expect(expected.map(() => restores())).toEqual(expected)
  })
})
