import type { Messages } from '../../i18n/messages-it'

/** What the page that could not load would have shown: the list (with choices in its URL or not) or a waterfall. */
export type FailedPage = { kind: 'list'; withChoices: boolean } | { kind: 'waterfall' }

/**
 * Why it could not: the network (or the server) failed, or the data came from a newer release
 * than the open page, which only a new page load can read.
 */
export type FailureCause = 'network' | 'newer-release'

/**
 * The words for a page whose data could not be loaded, and for its one button. They speak of what
 * that page has (only a list the visitor has filtered is told that the filters stay; a waterfall's
 * page has none) and of the cause: a newer release is not a connection to check.
 */
export function loadFailureTexts(
  messages: Messages,
  page: FailedPage,
  cause: FailureCause = 'network',
): { title: string; text: string; action: string } {
  const reason = cause === 'newer-release' ? messages.newerReleaseText : messages.catalogueErrorText
  const action = cause === 'newer-release' ? messages.reloadPage : messages.retry
  if (page.kind === 'waterfall') return { title: messages.waterfallErrorTitle, text: reason, action }
  return {
    title: messages.catalogueErrorTitle,
    text: page.withChoices ? `${reason} ${messages.catalogueErrorFiltersKept}` : reason,
    action,
  }
}
