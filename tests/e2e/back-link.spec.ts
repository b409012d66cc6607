import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { openHome, waitForApp } from './support/home'

/** The detail page's back link leads to the list the visitor came from, however they got there. */
const backLink = (locale: 'it' | 'en') => ({ name: `← ${MESSAGES[locale].backToWaterfalls}` })

test('the back link keeps the list filters across a language switch', async ({ page }) => {
  const home = await openHome(page, '/?province=Como')
  await home.cards.first().getByRole('link', { name: MESSAGES.it.cardCta }).click()
  await expect(page.getByRole('link', backLink('it'))).toHaveAttribute('href', '/?province=Como')
  await page.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL(/\/en\/waterfall\/\d+$/)
  const back = page.getByRole('link', backLink('en'))
  await expect(back).toHaveAttribute('href', '/en?province=Como')
  await back.click()
  await expect(page).toHaveURL('/en?province=Como')
})

test('after a reload, the back link’s address is where a click on it goes', async ({ page }) => {
  const home = await openHome(page, '/?difficulty=Medio')
  await home.cards.first().getByRole('link', { name: MESSAGES.it.cardCta }).click()
  await expect(page).toHaveURL(/\/waterfall\/\d+$/)
  await page.reload()
  await waitForApp(page)
  const back = page.getByRole('link', backLink('it'))
  await expect(back).toHaveAttribute('href', '/?difficulty=Medio')
  await back.click()
  await expect(page).toHaveURL('/?difficulty=Medio')
})
