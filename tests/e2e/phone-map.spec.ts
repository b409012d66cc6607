import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { expectedWaterfalls, FAST_POLL, filtersSummary, openHome, showMap } from './support/home'
import { afterNextFrame } from './support/page-clock'
import type { Filters } from './support/spec-oracle'

/**
 * On a phone the overview map folds behind "Mostra la mappa" (map-disclosure.spec.ts); opened, the
 * map (drawn 900 px wide) scrolls sideways inside its frame. It must open on the markers it shows,
 * follow the filters, and say what the part on screen leaves out.
 */

/** A marker counts as shown when its centre is 12 px inside the frame: its 16 px dot and some room. */
const ROOM_PX = 12

const homePath = (locale: Locale) => (locale === 'en' ? '/en' : '/')

type FrameState = {
  scrollLeft: number
  viewWidth: number
  contentWidth: number
  /** The shown markers' centres, in px from the drawing's left edge. */
  centres: number[]
  note: string
}

/** The map's scrolling frame (the box around the drawing that scrolls), the markers it shows and the note above it. */
function frameState(page: Page): Promise<FrameState> {
  return page.evaluate(() => {
    const list = document.querySelector('[data-map-markers]')
    let frame = list?.parentElement ?? null
    while (frame && !['auto', 'scroll'].includes(getComputedStyle(frame).overflowX)) frame = frame.parentElement
    if (!list || !frame) throw new Error('no map frame')
    const drawingLeft = list.getBoundingClientRect().left
    const centres = [...list.querySelectorAll('li')]
      .filter((marker) => getComputedStyle(marker).display !== 'none')
      .map((marker) => {
        const box = marker.getBoundingClientRect()
        return box.left + box.width / 2 - drawingLeft
      })
    return {
      scrollLeft: frame.scrollLeft,
      viewWidth: frame.clientWidth,
      contentWidth: frame.scrollWidth,
      centres,
      note: document.querySelector('[data-map-view-note]')?.textContent ?? '',
    }
  })
}

const countsAt = ({ centres, viewWidth }: FrameState, scrollLeft: number) => ({
  west: centres.filter((x) => x < scrollLeft + ROOM_PX).length,
  inView: centres.filter((x) => x >= scrollLeft + ROOM_PX && x <= scrollLeft + viewWidth - ROOM_PX).length,
  east: centres.filter((x) => x > scrollLeft + viewWidth - ROOM_PX).length,
})

/** The most shown markers any scroll position of the frame could show. */
function bestPossible(state: FrameState): number {
  let best = 0
  for (let left = 0; left <= state.contentWidth - state.viewWidth; left += 1) {
    best = Math.max(best, countsAt(state, left).inView)
  }
  return best
}

/** The frame shows as many of the shown markers as it can, and the note says what it leaves out. */
async function expectBestView(page: Page, locale: Locale, shownCount: number): Promise<void> {
  const messages = MESSAGES[locale]
  await expect.poll(async () => (await frameState(page)).centres.length, FAST_POLL).toBe(shownCount)
  // The frame moves to the markers when the browser next lays it out, before it paints (useMapWindow):
  // read it as the visitor sees it, after that frame.
  await afterNextFrame(page)
  const state = await frameState(page)
  expect(state.contentWidth).toBeGreaterThan(state.viewWidth)
  const counts = countsAt(state, state.scrollLeft)
  expect(counts.inView, 'markers in view').toBe(bestPossible(state))
  expect(counts.inView).toBeGreaterThan(0)
  const expectedNote = counts.west + counts.east === 0 ? '' : messages.mapOutOfView(counts)
  await expect(page.locator('[data-map-view-note]')).toHaveText(expectedNote)
}

const CASES: { name: string; query: string; filters: Partial<Filters> }[] = [
  { name: 'unfiltered', query: '', filters: {} },
  { name: 'Brescia', query: '?province=brescia', filters: { province: 'Brescia' } },
  { name: 'Varese', query: '?province=varese', filters: { province: 'Varese' } },
]

for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]

  test.describe(`at 375 px, ${homePath(locale)}`, () => {
    test.use({ viewport: { width: 375, height: 812 } })

    for (const { name, query, filters } of CASES) {
      test(`${name}: the map opens on as many of its markers as fit, and says how many are off to each side`, async ({
        page,
      }) => {
        const path = `${homePath(locale)}${query}`
        await openHome(page, path)
        // Nothing scrolled the page to the map, which sits far below the first screen, folded.
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await showMap(page, locale)
        const opened = await page.evaluate(() => window.scrollY)
        const shown = expectedWaterfalls(locale, filters).length
        await expectBestView(page, locale, shown)
        // Opening it moved only the map's own frame, not the page.
        expect(await page.evaluate(() => window.scrollY)).toBe(opened)
        const note = page.getByRole('status').filter({ hasText: /./ }).and(page.locator('[data-map-view-note]'))
        if (shown < expectedWaterfalls(locale).length) {
          // Every shown marker fits: nothing to say. Scrolled away from them, the note says where they are.
          await expect(page.locator('[data-map-view-note]')).toHaveText('')
          const state = await frameState(page)
          const away = Math.min(...state.centres) > state.contentWidth / 2 ? 0 : state.contentWidth - state.viewWidth
          await page.locator('[data-map-markers]').evaluate((list, left) => {
            list.closest('.overflow-x-auto')?.scrollTo({ left })
          }, away)
          const counts = countsAt(await frameState(page), away)
          expect(counts.inView).toBe(0)
          await expect(note).toHaveText(messages.mapOutOfView(counts))
          expect(messages.mapOutOfView(counts)).toContain(
            locale === 'it' ? 'Nessuna cascata in questa parte' : 'No waterfall in this part',
          )
        } else {
          await expect(note).toHaveText(/.+/)
        }
      })
    }

    test('a filter that leaves no waterfall says the map has none', async ({ page }) => {
      await openHome(page, `${homePath(locale)}?q=zzzz`)
      await showMap(page, locale)
      await expect(page.locator('[data-map-view-note]')).toHaveText(messages.mapNoMarkers)
      await expect(page.getByRole('status').filter({ hasText: messages.mapNoMarkers })).toHaveCount(1)
    })

    test('changing a filter moves the map to the markers left, without moving the page or the focus', async ({
      page,
    }) => {
      const home = await openHome(page, homePath(locale))
      await showMap(page, locale)
      await filtersSummary(page, locale).click()
      const province = home.select('province')
      await province.focus()
      const pageScroll = await page.evaluate(() => window.scrollY)
      for (const value of ['Brescia', 'Varese', 'Sondrio']) {
        await province.selectOption(value)
        await expectBestView(page, locale, expectedWaterfalls(locale, { province: value }).length)
        const state = await frameState(page)
        expect(countsAt(state, state.scrollLeft)).toMatchObject({ west: 0, east: 0 })
        await expect(province).toBeFocused()
        expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll)
      }
    })
  })

  test(`at 1280 px the map on ${homePath(locale)} fits its frame and says nothing, filtered or not`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const home = await openHome(page, homePath(locale))
    for (const value of [undefined, 'Brescia']) {
      if (value) await home.select('province').selectOption(value)
      const state = await frameState(page)
      expect(state.contentWidth).toBeLessThanOrEqual(state.viewWidth)
      expect(state.scrollLeft).toBe(0)
      await expect(page.locator('[data-map-view-note]')).toHaveText('')
    }
  })
}
