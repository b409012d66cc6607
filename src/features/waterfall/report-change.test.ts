import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { correctionsAddress, mailtoHref, mailtoValue } from './report-change'

describe('report a change', () => {
  it.each([
    [undefined, undefined, 'correzioni@cascatelombardia.it'],
    ['', 'https://www.example.org/', 'correzioni@example.org'],
    ['  editors@example.net ', 'https://example.org', 'editors@example.net'],
  ])('sends to %j on the site %j: %s', (configured, origin, address) => {
    expect(correctionsAddress(configured, origin)).toBe(address)
  })

  it('keeps a page address readable and encodes what a mail header cannot carry', () => {
    expect(mailtoValue('https://cascatelombardia.it/en/waterfall/8\nCan you go?')).toBe(
      'https://cascatelombardia.it/en/waterfall/8%0ACan%20you%20go?',
    )
    expect(mailtoValue('a & b = 100% #1 + è')).toBe('a%20%26%20b%20%3D%20100%25%20%231%20%2B%20%C3%A8')
    // An apostrophe as the browser writes it in a link's address, so the page's link is that address.
    expect(mailtoValue("dell'Acquafraggia, l’orrido")).toBe('dell%27Acquafraggia,%20l%E2%80%99orrido')
  })

  it('carries any subject and body through unchanged, curly apostrophes and all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (subject, body) => {
        const url = new URL(mailtoHref('correzioni@example.org', subject, body))
        expect(url.protocol).toBe('mailto:')
        expect(url.pathname).toBe('correzioni@example.org')
        const fields = new Map(
          url.search
            .slice(1)
            .split('&')
            .map((pair) => {
              const [key = '', value = ''] = pair.split('=')
              return [key, decodeURIComponent(value)] as const
            }),
        )
        expect(fields.get('subject')).toBe(subject)
        expect(fields.get('body')).toBe(body)
      }),
    )
  })
})
