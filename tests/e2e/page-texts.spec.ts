import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { collectPageErrors, waitForApp } from './support/home'

/**
 * The texts travel with the pages that show them: a list page loads its language's texts, and a
 * waterfall's page also its language's texts for such a page; never the other language's.
 */
function textModules(page: Page): string[] {
  const modules: string[] = []
  page.on('request', (request) => {
    const name = /\/assets\/(messages-(?:detail-)?(?:it|en))-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1]
    if (name) modules.push(name)
  })
  return modules
}

for (const [path, expected] of [
  ['/', ['messages-it']],
  ['/en', ['messages-en']],
  ['/waterfall/7', ['messages-detail-it', 'messages-it']],
  ['/en/waterfall/7', ['messages-detail-en', 'messages-en']],
] as const) {
  test(`${path} loads the texts ${expected.join(' and ')}, and no others`, async ({ page }) => {
    const modules = textModules(page)
    await page.goto(path)
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(modules.sort()).toEqual(expected)
  })
}

test('from the list to a waterfall and across languages, each page has its texts, with no error', async ({ page }) => {
  const errors = collectPageErrors(page)
  const modules = textModules(page)
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('link', { name: MESSAGES.it.cardCta }).first().click()
  await expect(page).toHaveURL('/waterfall/1')
  await expect(page.getByRole('heading', { name: MESSAGES.it.safetyHeading })).toBeVisible()
  await page.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL('/en/waterfall/1')
  await expect(page.getByRole('heading', { name: MESSAGES.en.safetyHeading })).toBeVisible()
  await expect(page.getByRole('navigation', { name: MESSAGES.en.breadcrumbLabel })).toBeVisible()
  expect(modules.sort()).toEqual(['messages-detail-en', 'messages-detail-it', 'messages-en', 'messages-it'])
  expect(errors).toEqual([])
})
