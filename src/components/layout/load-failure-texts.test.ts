import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../i18n/messages'
import { type FailedPage, loadFailureTexts } from './load-failure-texts'

const PAGES: readonly {
  page: FailedPage
  speaksOfFilters: boolean
  title: 'catalogueErrorTitle' | 'waterfallErrorTitle'
}[] = [
  { page: { kind: 'list', withChoices: true }, speaksOfFilters: true, title: 'catalogueErrorTitle' },
  { page: { kind: 'list', withChoices: false }, speaksOfFilters: false, title: 'catalogueErrorTitle' },
  { page: { kind: 'waterfall' }, speaksOfFilters: false, title: 'waterfallErrorTitle' },
]

describe.each(['it', 'en'] as const)('load failure texts in %s', (locale) => {
  const messages = MESSAGES[locale]
  it.each(PAGES)('$page: speaks of filters only where the page has them', ({ page, speaksOfFilters, title }) => {
    const texts = loadFailureTexts(messages, page)
    expect(texts.title).toBe(messages[title])
    expect(texts.text.startsWith(messages.catalogueErrorText)).toBe(true)
    expect(texts.text.includes(messages.catalogueErrorFiltersKept)).toBe(speaksOfFilters)
    expect(texts.action).toBe(messages.retry)
  })

  it.each(PAGES)(
    '$page, from a newer release: asks for a reload, not a connection check',
    ({ page, speaksOfFilters, title }) => {
      const texts = loadFailureTexts(messages, page, 'newer-release')
      expect(texts.title).toBe(messages[title])
      expect(texts.text.startsWith(messages.newerReleaseText)).toBe(true)
      expect(texts.text).not.toContain(messages.catalogueErrorText)
      expect(texts.text.includes(messages.catalogueErrorFiltersKept)).toBe(speaksOfFilters)
      expect(texts.action).toBe(messages.reloadPage)
    },
  )
})
