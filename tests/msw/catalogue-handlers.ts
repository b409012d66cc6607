import { HttpResponse, http } from 'msw'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import { cardsFileBody, entryFileBody, sourcesFileBody } from '../../src/catalogue/data-files'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import type { Locale } from '../../src/vocabulary/values'

/**
 * The network fakes for the catalogue's data files (src/catalogue/catalogue-query.ts): the real
 * data by default, and the ways it can go wrong. Each fake answers every kind of file: the cards
 * (`/data/cards.{locale}.json`), one waterfall's entry (`/data/waterfall/{id}.{locale}.json`) and
 * its sources (`/data/sources/{id}.json`).
 */
const DATA_FILE = /\/data\/(?:cards\.(it|en)|waterfall\/([^/]+)\.(it|en)|sources\/([^/]+))\.json$/

/** The real body of a data file's URL, or undefined when the guide has no such file. */
function bodyFor(url: string): unknown {
  const [, cardsLocale, entryId, entryLocale, sourcesId] = DATA_FILE.exec(new URL(url).pathname) ?? []
  const locale = (cardsLocale ?? entryLocale ?? 'it') as Locale
  const document = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale)
  if (cardsLocale !== undefined) return cardsFileBody(document)
  const id = decodeURIComponent(entryId ?? sourcesId ?? '')
  const entry = document.waterfalls.find((waterfall) => waterfall.id === id)
  if (!entry) return undefined
  return sourcesId !== undefined ? sourcesFileBody(entry) : entryFileBody(entry)
}

function realAnswer(url: string) {
  const body = bodyFor(url)
  return body === undefined ? new HttpResponse('Not found', { status: 404 }) : HttpResponse.json(body)
}

export const catalogueHandlers = {
  ok: http.get(DATA_FILE, ({ request }) => realAnswer(request.url)),
  /** Answers once `answer` resolves: the test decides when the network is done. */
  heldUntil: (answer: Promise<void>) =>
    http.get(DATA_FILE, async ({ request }) => {
      await answer
      return realAnswer(request.url)
    }),
  failing: http.get(DATA_FILE, () => new HttpResponse('Service unavailable', { status: 503 })),
  unreachable: http.get(DATA_FILE, () => HttpResponse.error()),
  malformed: http.get(DATA_FILE, () => HttpResponse.json({ waterfalls: [{ id: 1, name: null }] })),
  /** The real file as a release whose schema differs would write it: another format stamp. */
  otherFormat: http.get(DATA_FILE, ({ request }) =>
    HttpResponse.json({ ...(bodyFor(request.url) as object), format: '00000000' }),
  ),
  /** The real fields without a stamp, as no build of this guide writes them. */
  unstamped: http.get(DATA_FILE, ({ request }) => {
    const { format: _, ...fields } = bodyFor(request.url) as { format: string }
    return HttpResponse.json(fields)
  }),
}
