import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { openHome, waitForApp } from './support/home'

/**
 * Offline, said plainly: while the connection is gone one polite line says so, each link that
 * leaves the guide says it needs a connection before it is followed, and both go when the
 * connection returns. The pages themselves keep working (offline.spec.ts).
 */
for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]
  const detail = `${locale === 'en' ? '/en' : ''}/waterfall/2`

  test(`${locale}: the offline line comes and goes with the connection, and the outside links say they need it`, async ({
    page,
    context,
  }) => {
    await page.goto(detail)
    await waitForApp(page)
    const line = page.locator('[data-offline-notice]')
    await expect(line).toHaveRole('status')
    await expect(line).toBeEmpty()
    const outside = page.locator('a[target="_blank"]')
    expect(await outside.count()).toBeGreaterThan(3)
    // One word per outside link: inside it, or right after it (the map's licence, within its brackets).
    const notes = page.locator('[data-when-offline]')
    await expect(notes).toHaveCount(await outside.count())
    for (const note of await notes.all()) await expect(note).toBeHidden()

    await context.setOffline(true)
    await expect(line).toHaveText(messages.offlineLine)
    await expect(line).toBeVisible()
    for (const note of await notes.all()) {
      await expect(note).toHaveText(` (${messages.needsNetwork})`)
    }
    // Said where the link is read: the maps button and the forecast name it in their own names.
    await expect(page.getByRole('link', { name: new RegExp(messages.openInMaps) })).toHaveAccessibleName(
      new RegExp(`\\(${messages.needsNetwork}\\)$`),
    )
    await expect(notes.first()).toBeVisible()

    await context.setOffline(false)
    await expect(line).toBeEmpty()
    for (const note of await notes.all()) await expect(note).toBeHidden()
  })

  test(`${locale}: the line says so on the list too, over the page, moving nothing`, async ({ page, context }) => {
    const view = await openHome(page, locale === 'en' ? '/en' : '/')
    const heading = view.cardNames.first()
    const before = await heading.boundingBox()
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: messages.offlineLine })).toBeVisible()
    expect(await heading.boundingBox()).toEqual(before)
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: messages.offlineLine })).toHaveCount(0)
  })
}
