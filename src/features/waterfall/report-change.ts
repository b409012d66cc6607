import { normalizeOrigin } from '../../seo/origin'

/*
 * "Report a change": a visitor's e-mail to the editors, prefilled with the waterfall, the page's
 * address and the section it is about. No form and no tracking: the visitor's own mail program
 * sends it, or not. The address is set at build (VITE_CORRECTIONS_EMAIL); by default it is on the
 * site's own domain.
 */

/** Where corrections go: VITE_CORRECTIONS_EMAIL, or corrections@ the public origin's host. */
export function correctionsAddress(configured: string | undefined, siteOrigin: string | undefined): string {
  const address = configured?.trim()
  if (address) return address
  return `correzioni@${new URL(normalizeOrigin(siteOrigin)).hostname.replace(/^www\./, '')}`
}

export const CORRECTIONS_EMAIL = correctionsAddress(
  import.meta.env.VITE_CORRECTIONS_EMAIL,
  import.meta.env.VITE_SITE_ORIGIN,
)

/**
 * A header value of a mailto: address (RFC 6068): every character encoded but those a URL query
 * may carry as they are, so a page's address stays readable (and as short as in the page's head);
 * `&`, `=`, `#`, `%`, an apostrophe (which browsers encode in a link's address), spaces, line breaks
 * and any non-ASCII letter are encoded.
 */
export function mailtoValue(text: string): string {
  return encodeURIComponent(text)
    .replace(/%(2[1C-F]|3[ABF]|40|24|28|29|2A)/g, (encoded) => decodeURIComponent(encoded))
    .replaceAll("'", '%27')
}

/** A mailto: address with its subject and body, so that any name or address survives the trip. */
export function mailtoHref(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${mailtoValue(subject)}&body=${mailtoValue(body)}`
}
