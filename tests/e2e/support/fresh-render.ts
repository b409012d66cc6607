import type { Page } from '@playwright/test'
import { cardsFileBody, entryFileBody, sourcesFileBody } from '../../../src/catalogue/data-files'
import type { CatalogueDocument } from '../../../src/catalogue/schema'

/**
 * Opens a page whose catalogue is `document` instead of the build's: the prerendered HTML loses
 * its claim to be this URL's view, so the app renders the page afresh
 * from the data files it asks for (the cards, a waterfall's entry and its sources), which are taken
 * from `document`.
 */
export async function openWithCatalogue(page: Page, path: string, document: CatalogueDocument): Promise<void> {
  await page.route(`**/data/cards.${document.locale}.json`, (route) => route.fulfill({ json: cardsFileBody(document) }))
  await page.route(`**/data/waterfall/*.${document.locale}.json`, (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-1)?.split('.')[0] ?? '')
    const waterfall = document.waterfalls.find((entry) => entry.id === id)
    return waterfall
      ? route.fulfill({ json: entryFileBody(waterfall) })
      : route.fulfill({ status: 404, body: 'Not found' })
  })
  await page.route('**/data/sources/*.json', (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-1)?.split('.')[0] ?? '')
    const waterfall = document.waterfalls.find((entry) => entry.id === id)
    return waterfall
      ? route.fulfill({ json: sourcesFileBody(waterfall) })
      : route.fulfill({ status: 404, body: 'Not found' })
  })
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch()
      const prerendered = await response.text()
      if (!prerendered.includes(`data-prerendered="${path}"`)) throw new Error(`${path} is not prerendered as expected`)
      const html = prerendered.replace(`data-prerendered="${path}"`, 'data-prerendered="/not-this-page"')
      await route.fulfill({ response, body: html })
    },
  )
  await page.goto(path)
}
