import { HttpResponse, http } from 'msw'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/localize'
import type { Locale } from '../../src/catalogue/vocabulary'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'

/** The network fakes for the catalogue: the real data by default, and the ways it can go wrong. */
const CATALOGUE_PATH = '/data/waterfalls.:locale.json'

const documentFor = (locale: string) => buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale as Locale)

export const catalogueHandlers = {
  ok: http.get(CATALOGUE_PATH, ({ params }) => HttpResponse.json(documentFor(String(params.locale)))),
  /** Answers once `answer` resolves: the test decides when the network is done. */
  heldUntil: (answer: Promise<void>) =>
    http.get(CATALOGUE_PATH, async ({ params }) => {
      await answer
      return HttpResponse.json(documentFor(String(params.locale)))
    }),
  failing: http.get(CATALOGUE_PATH, () => new HttpResponse('Service unavailable', { status: 503 })),
  unreachable: http.get(CATALOGUE_PATH, () => HttpResponse.error()),
  malformed: http.get(CATALOGUE_PATH, () => HttpResponse.json({ waterfalls: [{ id: 1, name: null }] })),
}
