import { expect, type Locator, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { openHome } from './support/home'

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

/** Where a tooltip sits against its card and the viewport, in pixels (negative: cut off). */
async function roomAround(tip: Locator, card: Locator): Promise<{ left: number; right: number }> {
  return tip.evaluate(
    (node, cardNode) => {
      const box = node.getBoundingClientRect()
      const cardBox = (cardNode as Element).getBoundingClientRect()
      const left = Math.max(0, cardBox.left)
      const right = Math.min(document.documentElement.clientWidth, cardBox.right)
      return { left: Math.round(box.left - left), right: Math.round(right - box.right) }
    },
    await card.elementHandle(),
  )
}

test.describe('tooltips', () => {
  test('tooltips: hover opens after 700 ms, the next badge opens at once', async ({ page }) => {
    // The page's clock, paused once the app is in and moved by the test: the delays are measured
    // exactly, and a busy machine cannot stretch them.
    await page.clock.install()
    const home = await openHome(page, '/')
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const card = home.cards.first()
    const { familyButton, strollerButton, familyTip, strollerTip } = suitabilityBadges(card)
    await expect(familyTip).toHaveText(MESSAGES.it.familyTooltip)
    await expect(strollerTip).toHaveText(MESSAGES.it.strollerTooltip)
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
    const home = await openHome(page, '/')
    const { familyButton, strollerButton, familyTip, strollerTip } = suitabilityBadges(home.cards.first())

    await home.resetButton.focus()
    await page.keyboard.press('Tab')
    await expect(familyButton).toBeFocused()
    await expect(familyTip).toBeVisible({ timeout: 300 })
    await expect(familyTip).toHaveText(MESSAGES.it.familyTooltip)
    await page.keyboard.press('Escape')
    await expect(familyTip).toBeHidden()
    await expect(familyButton).toBeFocused()

    await page.keyboard.press('Tab')
    await expect(strollerButton).toBeFocused()
    await expect(strollerTip).toBeVisible({ timeout: 300 })
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
        const home = await openHome(page, path)
        const cards = await home.cards.all()
        expect(cards.length).toBeGreaterThan(0)
        for (const card of cards) {
          for (const kind of ['family', 'stroller'] as const) {
            const badge = card.locator(`li[data-suitability="${kind}"]`)
            const button = badge.getByRole('button')
            const tip = badge.locator('[role="tooltip"]')
            await button.click()
            await expect(tip).toBeVisible()
            const room = await roomAround(tip, card)
            expect(room.left, `${kind} tooltip, left edge`).toBeGreaterThanOrEqual(0)
            expect(room.right, `${kind} tooltip, right edge`).toBeGreaterThanOrEqual(0)
            await button.click()
            await expect(tip).toBeHidden()
          }
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

  test('a click opens a tooltip and a second click closes it', async ({ page }) => {
    const home = await openHome(page, '/')
    const { familyButton, familyTip } = suitabilityBadges(home.cards.first())
    await familyButton.click()
    await expect(familyTip).toBeVisible()
    await familyButton.click()
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
