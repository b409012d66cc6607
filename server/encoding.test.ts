import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './encoding'
import type { Encoding } from './site-files'

const BOTH: Encoding[] = ['br', 'gzip']

describe('chooseEncoding', () => {
  it.each<[string, string | undefined, Encoding[], Encoding | undefined]>([
    ['no Accept-Encoding: the file as it is', undefined, BOTH, undefined],
    ['an empty Accept-Encoding: the file as it is', '', BOTH, undefined],
    ['both, gzip named first: Brotli, ours to prefer', 'gzip, br', BOTH, 'br'],
    ['what browsers send', 'gzip, deflate, br, zstd', BOTH, 'br'],
    ['gzip only', 'gzip', BOTH, 'gzip'],
    ['gzip valued above Brotli', 'br;q=0.5, gzip', BOTH, 'gzip'],
    ['q-values with spaces and upper case', 'BR ; q=0.9, GZIP;Q=0.8', BOTH, 'br'],
    ['Brotli refused', 'br;q=0, gzip', BOTH, 'gzip'],
    ['everything refused', 'br;q=0, gzip;q=0', BOTH, undefined],
    ['identity only', 'identity', BOTH, undefined],
    ['identity valued above both', 'identity, gzip;q=0.5, br;q=0.5', BOTH, undefined],
    ['any coding', '*', BOTH, 'br'],
    ['any coding but Brotli', 'br;q=0, *', BOTH, 'gzip'],
    ['anything but identity', 'identity;q=0, *', BOTH, 'br'],
    ['only codings the server lacks', 'deflate, zstd', BOTH, undefined],
    ['Brotli asked, only gzip written', 'br', ['gzip'], undefined],
    ['both asked, only gzip written', 'br, gzip', ['gzip'], 'gzip'],
    ['a file without copies', 'br, gzip', [], undefined],
    ['a malformed q-value counts as refusal', 'br;q=abc, gzip', BOTH, 'gzip'],
    ['garbage', ';;,, =q', BOTH, undefined],
  ])('%s (%j)', (_, acceptEncoding, available, expected) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    expect(chooseEncoding(headers, available)).toBe(expected)
  })
})
