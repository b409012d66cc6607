/** Whether the page can link a source: only an https address is ever linked; plain http is shown as text. */
export function isLinkable(url: string): boolean {
  return url.startsWith('https://')
}
