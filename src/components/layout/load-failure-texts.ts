import type { Messages } from '../../i18n/messages-it'

/** What the page that could not load would have shown: the list (with choices in its URL or not) or a waterfall. */
export type FailedPage = { kind: 'list'; withChoices: boolean } | { kind: 'waterfall' }

/**
 * The words for a page whose data could not be loaded. They speak of what that page has: only a
 * list the visitor has filtered is told that the filters stay; a waterfall's page has none.
 */
export function loadFailureTexts(messages: Messages, page: FailedPage): { title: string; text: string } {
  if (page.kind === 'waterfall') return { title: messages.waterfallErrorTitle, text: messages.catalogueErrorText }
  return {
    title: messages.catalogueErrorTitle,
    text: page.withChoices
      ? `${messages.catalogueErrorText} ${messages.catalogueErrorFiltersKept}`
      : messages.catalogueErrorText,
  }
}
