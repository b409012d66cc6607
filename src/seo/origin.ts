/** Where the site is published when VITE_SITE_ORIGIN does not say otherwise. */
export const DEFAULT_SITE_ORIGIN = 'https://cascatelombardia.it'

export function normalizeOrigin(origin: string | undefined): string {
  return (origin || DEFAULT_SITE_ORIGIN).replace(/\/+$/, '')
}
