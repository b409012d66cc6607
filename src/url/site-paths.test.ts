import { describe, expect, it } from 'vitest'
import { localeFromPathname } from '../vocabulary/values'
import { isEnglishPath, NOT_FOUND_PAGES, notFoundPageFor } from './site-paths'

describe('isEnglishPath', () => {
  it.each([
    ['/en', true],
    ['/en/waterfall/3', true],
    ['/en/404', true],
    ['/en/no/such/page', true],
    ['/', false],
    ['/waterfall/3', false],
    ['/english', false],
    ['/enx/waterfall/3', false],
    ['/waterfall/en', false],
    ['/404', false],
  ])('%s: %s', (path, english) => {
    expect(isEnglishPath(path)).toBe(english)
    // The app's locale follows the same rule.
    expect(localeFromPathname(path)).toBe(english ? 'en' : 'it')
  })
})

describe('the not-found pages', () => {
  it('are one per language, each at a path of its language, in a file named after that path', () => {
    expect(NOT_FOUND_PAGES).toEqual({
      it: { path: '/404', file: '404.html' },
      en: { path: '/en/404', file: 'en/404.html' },
    })
    for (const [locale, page] of Object.entries(NOT_FOUND_PAGES)) {
      expect(localeFromPathname(page.path)).toBe(locale)
      expect(page.file).toBe(`${page.path.slice(1)}.html`)
    }
  })

  it.each([
    ['/nessuna-pagina', NOT_FOUND_PAGES.it],
    ['/waterfall/99', NOT_FOUND_PAGES.it],
    ['/en/no-such-page', NOT_FOUND_PAGES.en],
    ['/en', NOT_FOUND_PAGES.en],
    ['/english', NOT_FOUND_PAGES.it],
  ])('%s is answered with the not-found page of its language', (path, page) => {
    expect(notFoundPageFor(path)).toBe(page)
  })
})
