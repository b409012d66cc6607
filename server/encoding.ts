/**
 * Which precompressed copy to send, from the request's Accept-Encoding (RFC 9110, section 12.5.3):
 * q-values first, then our preference (Brotli is smaller than gzip) among codings the client values
 * equally. `identity` (the file as it is) is acceptable unless the client rules it out, and is what
 * the client gets when nothing it accepts is available.
 */
import type { IncomingHttpHeaders } from 'node:http'
import Negotiator from 'negotiator'
import { ENCODINGS, type Encoding } from './site-files.ts'

const IDENTITY = 'identity'

/** The coding to send among those available, or undefined for the file as it is. */
export function chooseEncoding(headers: IncomingHttpHeaders, available: readonly Encoding[]): Encoding | undefined {
  if (available.length === 0) return undefined
  const chosen = new Negotiator({ headers }).encoding([...available, IDENTITY], { preferred: ENCODINGS })
  return available.find((encoding) => encoding === chosen)
}
