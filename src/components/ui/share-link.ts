/** How a link was shared, as the `share` report names it; `undefined` when nothing was shared. */
export type ShareMethod = 'web_share' | 'copy'
export type ShareOutcome = { method: ShareMethod } | { method: undefined; cancelled: boolean }

type ShareTarget = { url: string; title: string }

/**
 * The port to the browser's sharing: the system share sheet where the browser has one, otherwise
 * the clipboard. A share sheet the visitor closes is a cancel, not a failure, and copies nothing.
 */
export async function shareLink(target: ShareTarget, browser: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof browser.share === 'function' && (browser.canShare?.(target) ?? true)) {
    try {
      await browser.share(target)
      return { method: 'web_share' }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { method: undefined, cancelled: true }
      // Any other refusal (no user gesture left, a policy): the clipboard still can.
    }
  }
  try {
    await browser.clipboard.writeText(target.url)
    return { method: 'copy' }
  } catch {
    return { method: undefined, cancelled: false }
  }
}
