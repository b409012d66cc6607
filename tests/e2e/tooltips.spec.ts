import { expect, type Locator, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { CATALOGUE, openHome } from './support/home'
import { pausePageClock } from './support/page-clock'
import { gapAboveBadge } from './support/tooltip'

/** The family and stroller badge buttons of a card, and their tooltips. */
function suitabilityBadges(card: Locator) {
  const badge = (kind: 'family' | 'stroller') => card.locator(`li[data-suitability="${kind}"]`)
  return {
    familyButton: badge('family').getByRole('button'),
    strollerButton: badge('stroller').getByRole('button'),
    familyTip: badge('family').locator('[role="tooltip"]'),
    strollerTip: badge('stroller').locator('[role="tooltip"]'),
  }
}

test.describe('tooltips', () => {
  test('tooltips: hover opens after 700 ms, the next badge opens at once', async ({ page }) => {
    // The page's clock, paused once the app is in and moved by the test: the delays are measured
    // exactly, and a busy machine cannot stretch them.
    await page.clock.install()
    const home = await openHome(page, '/')
    await pausePageClock(page)
    const card = home.cards.first()
    const { familyButton, strollerButton, familyTip, strollerTip } = suitabilityBadges(card)
    await expect(familyTip).toHaveText(MESSAGES.it.familyTooltip)
    // The first card's stroller access is deduced, and its tooltip says so.
    await expect(strollerTip).toHaveText(MESSAGES.it.strollerInferredTooltip)
    await expect(familyButton).toHaveAttribute('aria-describedby', (await familyTip.getAttribute('id')) ?? 'missing')
    await expect(familyButton).toHaveAccessibleDescription(MESSAGES.it.familyTooltip)
    await card.scrollIntoViewIfNeeded()

    /** Hovers a badge whose tooltip must wait the full open delay: still closed at 690 ms, open at 710 ms. */
    const expectDelayedOpen = async (button: Locator, tip: Locator) => {
      await button.hover()
      await page.clock.runFor(690)
      await expect(tip).toBeHidden()
      await page.clock.runFor(20)
      await expect(tip).toBeVisible()
    }

    await expect(familyTip).toBeHidden()
    await expectDelayedOpen(familyButton, familyTip)

    // Straight on to the next badge: it opens at once, the first one closes.
    await strollerButton.hover()
    await page.clock.runFor(10)
    await expect(strollerTip).toBeVisible()
    await expect(familyTip).toBeHidden()

    // Away from every badge, and back only after the 300 ms grace: the full delay again.
    await page.mouse.move(0, 0)
    await page.clock.runFor(10)
    await expect(strollerTip).toBeHidden()
    await page.clock.runFor(400)
    await expectDelayedOpen(strollerButton, strollerTip)
  })

  test('tooltips: keyboard focus opens at once, Escape closes', async ({ page }) => {
    // The page's clock, paused once the app is in: a tooltip that waited for a timer would never open.
    await page.clock.install()
    const home = await openHome(page, '/')
    await pausePageClock(page)
    const { familyButton, strollerButton, familyTip, strollerTip } = suitabilityBadges(home.cards.first())

    // The last control before the list, then Tab into the first card: its link, then its badges.
    await page.getByRole('button', { name: MESSAGES.it.share }).focus()
    await page.keyboard.press('Tab')
    await expect(home.cards.first().getByRole('link', { name: MESSAGES.it.cardCta })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(familyButton).toBeFocused()
    await expect(familyTip).toBeVisible()
    await expect(familyTip).toHaveText(MESSAGES.it.familyTooltip)
    await page.keyboard.press('Escape')
    await expect(familyTip).toBeHidden()
    await expect(familyButton).toBeFocused()

    await page.keyboard.press('Tab')
    await expect(strollerButton).toBeFocused()
    await expect(strollerTip).toBeVisible()
    await expect(familyTip).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(strollerTip).toBeHidden()
  })

  for (const width of [320, 375, 1280]) {
    for (const path of ['/', '/en'] as const) {
      test(`every badge's tooltip lies inside its card and the viewport at ${width} px on ${path}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await openHome(page, path)
        // Every badge of every card, opened and closed in turn by a click, measured in one call.
        const tooltips = await page.evaluate(async () => {
          const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
          const viewport = document.documentElement.clientWidth
          const measured = []
          for (const card of document.querySelectorAll('[data-testid="results-grid"] article')) {
            for (const badge of card.querySelectorAll<HTMLElement>('li[data-suitability]')) {
              const button = badge.querySelector('button')
              const tip = badge.querySelector('[role="tooltip"]')
              if (!button || !tip) throw new Error('a badge without its button or tooltip')
              button.click()
              await nextFrame()
              const box = tip.getBoundingClientRect()
              const cardBox = card.getBoundingClientRect()
              const buttonBox = button.getBoundingClientRect()
              measured.push({
                badge: `${card.querySelector('h3')?.textContent}: ${badge.dataset.suitability}`,
                shown: tip.checkVisibility(),
                roomLeft: Math.round(box.left - Math.max(0, cardBox.left)),
                roomRight: Math.round(Math.min(viewport, cardBox.right) - box.right),
                // Just above its badge, or just below it: the gap between them, in pixels.
                gap: Math.round(box.bottom <= buttonBox.top ? buttonBox.top - box.bottom : box.top - buttonBox.bottom),
                overlapsItsBadge: box.bottom > buttonBox.top && box.top < buttonBox.bottom,
              })
              button.click()
              await nextFrame()
            }
          }
          return measured
        })
        expect(tooltips).toHaveLength(CATALOGUE[path === '/' ? 'it' : 'en'].length * 2)
        for (const { badge, shown, roomLeft, roomRight, gap, overlapsItsBadge } of tooltips) {
          expect(shown, badge).toBe(true)
          expect(roomLeft, `${badge}, left edge`).toBeGreaterThanOrEqual(0)
          expect(roomRight, `${badge}, right edge`).toBeGreaterThanOrEqual(0)
          expect(overlapsItsBadge, `${badge} covers its badge`).toBe(false)
          expect(gap, `${badge}, distance from its badge`).toBe(8)
        }
      })
    }
  }

  test('Escape closes a tooltip opened by hovering while focus is elsewhere', async ({ page }) => {
    const home = await openHome(page, '/')
    const { familyButton, familyTip } = suitabilityBadges(home.cards.first())
    await home.searchBox.focus()
    await familyButton.hover()
    await expect(familyTip).toBeVisible()
    await expect(familyButton).not.toBeFocused()
    await page.keyboard.press('Escape')
    await expect(familyTip).toBeHidden()
    await expect(home.searchBox).toBeFocused()
  })

  test('an open tooltip stays beside its badge as the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    const home = await openHome(page, '/')
    const { familyButton, familyTip } = suitabilityBadges(home.cards.nth(1))
    // Opened from the keyboard, so no pointer leaves it as the page moves.
    await familyButton.focus()
    await expect(familyTip).toBeVisible()
    const gap = () => gapAboveBadge(familyButton)
    expect(await gap()).toBe(8)
    const before = await familyTip.boundingBox()
    await page.evaluate(() => window.scrollBy(0, 120))
    await expect.poll(gap).toBe(8)
    await expect(familyTip).toBeVisible()
    expect((await familyTip.boundingBox())?.y).toBeLessThan(before?.y ?? 0)
  })

  test('a click opens a tooltip and a second click closes it', async ({ page }) => {
    const home = await openHome(page, '/')
    const { familyButton, familyTip } = suitabilityBadges(home.cards.first())
    await familyButton.click()
    await expect(familyTip).toBeVisible()
    await familyButton.click()
    await expect(familyTip).toBeHidden()
  })
})

test.describe('tooltips when the page moves under a pointer that stays still', () => {
  /** Scrolls the page from under the pointer, and waits until the badge has heard the pointer leave. */
  async function scrollFromUnderThePointer(page: Page, button: Locator): Promise<void> {
    await button.evaluate((element) =>
      element.addEventListener('pointerleave', () => element.setAttribute('data-test-left', ''), { once: true }),
    )
    await page.mouse.wheel(0, 300)
    await expect(button).toHaveAttribute('data-test-left', '')
  }

  test('a tooltip a click opened stays open', async ({ page }) => {
    const home = await openHome(page, '/')
    const { familyButton, familyTip } = suitabilityBadges(home.cards.first())
    await familyButton.click()
    await expect(familyTip).toBeVisible()
    await scrollFromUnderThePointer(page, familyButton)
    await expect(familyTip).toBeVisible()
  })

  test('a tooltip hovering opened closes', async ({ page }) => {
    await page.clock.install()
    const home = await openHome(page, '/')
    await pausePageClock(page)
    const { familyButton, familyTip } = suitabilityBadges(home.cards.first())
    await home.cards.first().scrollIntoViewIfNeeded()
    await familyButton.hover()
    await page.clock.runFor(710)
    await expect(familyTip).toBeVisible()
    await scrollFromUnderThePointer(page, familyButton)
    await expect(familyTip).toBeHidden()
  })
})

test.describe('tooltips on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } })

  test('a tap opens a tooltip, a second tap closes it, a tap elsewhere closes it', async ({ page }) => {
    const home = await openHome(page, '/')
    const { familyButton, familyTip } = suitabilityBadges(home.cards.first())
    await familyButton.tap()
    await expect(familyTip).toBeVisible()
    await familyButton.tap()
    await expect(familyTip).toBeHidden()
    await familyButton.tap()
    await expect(familyTip).toBeVisible()
    await page.getByRole('heading', { level: 1 }).tap()
    await expect(familyTip).toBeHidden()
  })
})
