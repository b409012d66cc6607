import { expect, type Page, test } from '@playwright/test'
import { filtersSummary, waitForApp } from './support/home'

/**
 * Forced colours (Windows' high contrast themes): the browser paints every background in the
 * theme's background colour and drops box-shadows (Tailwind's rings and shadows). A box whose
 * edge only those drew must get an edge that stays: a border in the theme's text colour.
 */

/** The computed value of CanvasText in the forced palette, for comparing with a border's colour. */
const canvasText = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span')
    probe.style.color = 'CanvasText'
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  })

/**
 * Marks every box on screen whose edge, without forced colours, is drawn only by a background
 * or a shadow: visible, not a full-width band (the header, the footer), with no border on any side.
 */
function markBoxesWithoutBorder(page: Page): Promise<number> {
  return page.evaluate(() => {
    let marked = 0
    for (const element of document.body.querySelectorAll('*')) {
      element.removeAttribute('data-edge-check')
      const box = element.getBoundingClientRect()
      if (box.width <= 2 || box.height <= 2 || box.width >= window.innerWidth - 1) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      // An image draws its own box; a background behind it only shows while it loads.
      if (element instanceof HTMLImageElement) continue
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
      const bordered = sides.some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      )
      const background = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent'
      if (bordered || (!background && style.boxShadow === 'none')) continue
      element.setAttribute('data-edge-check', '')
      marked += 1
    }
    return marked
  })
}

/** The marked boxes that, in forced colours, have no edge of their own and keep no colours of their own. */
function edgelessInForcedColours(page: Page, edgeColour: string): Promise<string[]> {
  return page.evaluate((colour) => {
    const found: string[] = []
    for (const element of document.querySelectorAll('[data-edge-check]')) {
      const style = getComputedStyle(element)
      // Opted out of forced colours on purpose (a marker on the map): it keeps its colours and shadow.
      if (style.forcedColorAdjust === 'none') continue
      const edged = ['top', 'right', 'bottom', 'left'].every(
        (side) =>
          style.getPropertyValue(`border-${side}-style`) === 'solid' &&
          Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
          style.getPropertyValue(`border-${side}-color`) === colour,
      )
      if (!edged) {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
        found.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}"`)
      }
    }
    return found
  }, edgeColour)
}

async function expectEdgesInForcedColours(page: Page): Promise<void> {
  await page.emulateMedia({ forcedColors: 'none' })
  expect(await markBoxesWithoutBorder(page)).toBeGreaterThan(0)
  await page.emulateMedia({ forcedColors: 'active' })
  expect(await edgelessInForcedColours(page, await canvasText(page))).toEqual([])
  await page.emulateMedia({ forcedColors: 'none' })
}

test('in forced colours the tooltip has a border in the text colour, and none otherwise', async ({ page }) => {
  await page.goto('/waterfall/1')
  await waitForApp(page)
  const badge = page.locator('[data-suitability="family"] button')
  await badge.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  const border = () =>
    tooltip.evaluate((element) => {
      const style = getComputedStyle(element)
      return { width: style.borderTopWidth, style: style.borderTopStyle, colour: style.borderTopColor }
    })
  expect(await border()).toMatchObject({ width: '0px' })
  await page.emulateMedia({ forcedColors: 'active' })
  expect(await border()).toEqual({ width: '1px', style: 'solid', colour: await canvasText(page) })
})

for (const { path, width, prepare } of [
  {
    // The filter panel open on a phone, its chips, the cards with their badges, the map and its key, a tooltip.
    path: '/?difficulty=Medio&family=true',
    width: 375,
    prepare: async (page: Page) => {
      await filtersSummary(page, 'it').click()
      await page.locator('[data-suitability="stroller"] button').filter({ visible: true }).first().click()
      await expect(page.getByRole('tooltip')).toBeVisible()
    },
  },
  {
    // A marker's name, shown while the marker has keyboard focus.
    path: '/en',
    width: 1280,
    prepare: async (page: Page) => {
      await page.locator('[data-map-markers] a').first().focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
    },
  },
  { path: '/en?q=zzzz', width: 375, prepare: async () => {} },
  { path: '/waterfall/1', width: 375, prepare: async () => {} },
  { path: '/en/waterfall/9', width: 1280, prepare: async () => {} },
  { path: '/waterfall/999', width: 375, prepare: async () => {} },
  { path: '/en/no-such-page', width: 375, prepare: async () => {} },
]) {
  test(`in forced colours every box on ${path} at ${width} px that a background or shadow outlines keeps an edge`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await waitForApp(page)
    await prepare(page)
    await expectEdgesInForcedColours(page)
  })
}
