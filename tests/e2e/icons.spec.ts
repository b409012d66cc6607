import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { nameOf, openHome } from './support/home'

/** Every character of the page's visible text that a browser draws as an emoji by default. */
const emojiInText = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.body.innerText.match(/\p{Emoji_Presentation}/gu) ?? [])

test('the badges draw their icons as SVG hidden from assistive technology, and the page has no emoji', async ({
  page,
}) => {
  const home = await openHome(page, '/')
  const card = home.cards.first()
  for (const kind of ['family', 'stroller'] as const) {
    const badge = card.locator(`li[data-suitability="${kind}"]`)
    const icon = badge.locator('svg')
    await expect(icon).toHaveAttribute('aria-hidden', 'true')
    const box = await icon.boundingBox()
    expect(box?.width).toBeGreaterThan(10)
    expect(box?.height).toBeGreaterThan(10)
  }
  // The words carry the meaning: the button's name is the badge's text alone.
  await expect(card.locator('li[data-suitability="family"]').getByRole('button')).toHaveAccessibleName(
    MESSAGES.it.familyFriendly,
  )
  expect(await emojiInText(page)).toEqual([])
})

test('the maps button draws its pin as SVG, and the detail page has no emoji', async ({ page }) => {
  await page.goto('/en/waterfall/1')
  const maps = page.getByRole('link', { name: new RegExp(MESSAGES.en.openInMaps) })
  await expect(maps.locator('svg')).toHaveAttribute('aria-hidden', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('en', '1'))
  expect(await emojiInText(page)).toEqual([])
})
