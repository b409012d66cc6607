import { describe, expect, it } from 'vitest'
import { localeFromPathname } from '../vocabulary/values'
import { pathInLocale } from './locale-path'

describe('pathInLocale', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/', 'it', '/'],
    ['/en', 'it', '/'],
    ['/en', 'en', '/en'],
    ['/waterfall/3', 'en', '/en/waterfall/3'],
    ['/en/waterfall/3', 'it', '/waterfall/3'],
    ['/english', 'en', '/en/english'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected)
  })
})

describe('localeFromPathname', () => {
  it.each([
    ['/', 'it'],
    ['/en', 'en'],
    ['/en/waterfall/1', 'en'],
    ['/english', 'it'],
    ['/waterfall/en', 'it'],
  ])('%s → %s', (path, locale) => {
    expect(localeFromPathname(path)).toBe(locale)
  })
})
