import { expect, type Locator, type Page, test } from '@playwright/test'
import { contentYear } from '../../src/catalogue/content-year'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { CONTACT_EMAIL } from '../../src/constants'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { axeOn } from './support/axe'
import { drawingOf, typeOf } from './support/drawings'
import { CATALOGUE, collectPageErrors, expectResults, FAST_POLL, homePage, openHome } from './support/home'

/** Distinct left edges of the cards in the grid's first row. */
async function firstRowColumns(page: Page): Promise<number> {
  const boxes = await homePage(page, 'it').cards.evaluateAll((cards) =>
    cards.slice(0, 4).map((card) => {
      const box = card.getBoundingClientRect()
      return { x: Math.round(box.x), y: Math.round(box.y) }
    }),
  )
  const top = boxes[0]?.y
  return new Set(boxes.filter((box) => Math.abs(box.y - (top ?? Number.NaN)) <= 1).map((box) => box.x)).size
}

type Rgb = [number, number, number]

/** Computed background and text colour of an element, as sRGB (Tailwind 4 computes oklch; a canvas converts). */
function colours(element: Locator): Promise<{ background: Rgb; text: Rgb }> {
  return element.evaluate((node) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('no 2d canvas')
    const toRgb = (colour: string): [number, number, number] => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
      return [r, g, b]
    }
    const style = getComputedStyle(node)
    return { background: toRgb(style.backgroundColor), text: toRgb(style.color) }
  })
}

function hue([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  if (max === min) return Number.NaN
  const delta = max - min
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4
  return (h * 60 + 360) % 360
}

function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((channel) => {
      const value = channel / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

const FLOW_TERM: Record<Locale, string> = { it: 'Portata', en: 'Flow' }
const DIFFICULTY_LABELS: Record<Locale, Record<string, string>> = {
  // «Difficoltà media»: the label agrees with the word it qualifies; the data keeps 'Medio'.
  it: { Facile: 'Facile', Medio: 'Media', Difficile: 'Difficile' },
  en: { Facile: 'Easy', Medio: 'Moderate', Difficile: 'Hard' },
}

test.describe('home page layout and content', () => {
  test('Italian at /, English at /en: lang, exact site title, placeholder and the hero with the catalogue count', async ({
    page,
  }) => {
    let home = await openHome(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    await expect(page).toHaveTitle('Cascate Lombardia')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cascate Lombardia' })).toBeVisible()
    await expect(home.searchBox).toHaveAttribute('placeholder', MESSAGES.it.searchPlaceholder)
    await expect(home.searchBox).toHaveAttribute('type', 'search')

    const hero = page.getByRole('region', { name: MESSAGES.it.homeHeading })
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.it.homeHeading)
    const text = hero.locator('p')
    await expect(text).toHaveText(MESSAGES.it.heroText(14))
    await expect(text).toContainText('14 cascate naturali')
    for (const province of ['Bergamo', 'Como', 'Sondrio', 'Varese', 'Brescia']) {
      await expect(text).toContainText(province)
    }

    home = await openHome(page, '/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle('Lombardy Waterfalls')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lombardy Waterfalls' })).toBeVisible()
    await expect(home.searchBox).toHaveAttribute('placeholder', 'Search for a waterfall by name...')
    await expect(home.searchBox).toHaveAccessibleName(MESSAGES.en.searchLabel)
    await expect(page.getByRole('region', { name: MESSAGES.en.homeHeading }).locator('p')).toHaveText(
      MESSAGES.en.heroText(CATALOGUE.en.length),
    )
    await expect(page.getByRole('region', { name: MESSAGES.en.homeHeading }).locator('p')).toContainText(
      '14 natural waterfalls',
    )
  })

  test('the grid has 1 column at 375px, 2 at 800px and 3 at 1280px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    await openHome(page, '/')
    await expect(homePage(page, 'it').cards).toHaveCount(14)
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1280, 3],
      [767, 1],
      [1023, 2],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => firstRowColumns(page), FAST_POLL).toBe(columns)
    }
  })

  for (const locale of ['it', 'en'] as const) {
    test(`every card (${locale}) shows its facts, badges, image and link`, async ({ page }) => {
      const messages = MESSAGES[locale]
      const home = await openHome(page, locale === 'it' ? '/' : '/en')
      await expect(home.cards).toHaveCount(14)
      const shown = await home.cards.evaluateAll((cards) =>
        cards.map((card) => {
          const text = (selector: string) => card.querySelector(selector)?.textContent?.trim() ?? null
          const badge = (key: string) => {
            const item = card.querySelector(`li[data-suitability="${key}"]`)
            // The badge is its button: its words, its icon and its tooltip.
            const pill = item?.querySelector('button')
            return {
              value: item?.getAttribute('data-value'),
              // The words, without the decorative icon.
              label: [...(pill?.childNodes ?? [])]
                .filter((node) => node.nodeType === Node.TEXT_NODE)
                .map((node) => node.textContent)
                .join(''),
              tooltip: item?.querySelector('[role="tooltip"]')?.textContent,
            }
          }
          const image = card.querySelector('img')
          const link = card.querySelector('a')
          return {
            name: text('h3'),
            description: text('p[data-description]'),
            difficulty: card.querySelector('[data-difficulty]')?.getAttribute('data-difficulty'),
            difficultyLabel: text('[data-difficulty]'),
            terms: [...card.querySelectorAll('dt')].map((term) => term.textContent),
            values: [...card.querySelectorAll('dd')].map((value) => value.textContent),
            family: badge('family'),
            stroller: badge('stroller'),
            image: {
              src: image?.getAttribute('src'),
              width: image?.getAttribute('width'),
              height: image?.getAttribute('height'),
              alt: image?.getAttribute('alt'),
            },
            link: { text: link?.textContent, href: link?.getAttribute('href') },
          }
        }),
      )
      expect(shown).toEqual(
        CATALOGUE[locale].map((waterfall) => ({
          name: waterfall.name,
          description: waterfall.description,
          difficulty: waterfall.difficulty,
          difficultyLabel: DIFFICULTY_LABELS[locale][waterfall.difficulty],
          terms: [
            messages.provinceField,
            messages.durationField,
            messages.heightField,
            FLOW_TERM[locale],
            messages.outingField,
          ],
          values: [
            waterfall.province,
            `${waterfall.duration} ${messages.walkMeasures[waterfall.walkMeasure]}`,
            waterfall.height,
            messages.flows[waterfall.flow],
            // The whole outing, with its climb where known (issue 32).
            waterfall.outing,
          ],
          family: {
            value: String(waterfall.familyFriendly),
            label: waterfall.familyFriendly ? messages.familyFriendly : messages.notFamilyFriendly,
            tooltip: waterfall.familyFriendly ? messages.familyTooltip : messages.notFamilyTooltip,
          },
          stroller: {
            value: String(waterfall.strollerFriendly),
            // Stroller access no source states says it is deduced (the catalogue's restsOn).
            label: waterfall.strollerInferred
              ? messages.strollerInferred
              : waterfall.strollerFriendly
                ? messages.strollerFriendly
                : messages.notStrollerFriendly,
            tooltip: waterfall.strollerInferred
              ? messages.strollerInferredTooltip
              : waterfall.strollerFriendly
                ? messages.strollerTooltip
                : messages.notStrollerTooltip,
          },
          image: {
            src: drawingOf(waterfall.id),
            width: '640',
            height: '400',
            // The card writes no type, so the drawing of the type says it.
            alt: messages.drawingAlt(messages.types[typeOf(waterfall.id)]),
          },
          link: {
            text: messages.cardCta,
            href: locale === 'it' ? `/waterfall/${waterfall.id}` : `/en/waterfall/${waterfall.id}`,
          },
        })),
      )

      // The first card as assistive technology sees it, with the product rules' exact words once.
      const first = home.cards.first()
      const [waterfall] = CATALOGUE[locale]
      if (!waterfall) throw new Error('empty catalogue')
      await expect(first).toHaveAccessibleName(waterfall.name)
      await expect(first.getByRole('heading', { level: 3, name: waterfall.name })).toBeVisible()
      await expect(first.getByRole('img')).toHaveAccessibleName(messages.drawingAlt(messages.types['Multi-livello']))
      await expect(first.locator('img')).toBeVisible()
      await expect(first.locator('li[data-suitability="family"]').getByRole('button')).toHaveAccessibleName(
        messages.familyFriendly,
      )
      await expect(first.locator('li[data-suitability="stroller"]').getByRole('button')).toHaveAccessibleName(
        messages.strollerInferred,
      )
      const cta = first.getByRole('link', { name: messages.cardCta })
      await expect(cta).toHaveAccessibleDescription(waterfall.name)
      if (locale === 'it') {
        await expect(cta).toHaveText('Scopri come arrivare')
        await expect(first.locator('dt').nth(3)).toHaveText('Portata')
        await expect(page.locator('[data-difficulty="Difficile"]')).toHaveText('Difficile')
      } else {
        await expect(cta).toHaveText(MESSAGES.en.cardCta)
        await expect(first.locator('dt').nth(3)).toHaveText('Flow')
        await expect(page.locator('[data-difficulty="Facile"]').first()).toHaveText('Easy')
        await expect(page.locator('[data-difficulty="Medio"]').first()).toHaveText('Moderate')
        await expect(page.locator('[data-difficulty="Difficile"]')).toHaveText('Hard')
      }
      // The drawing really loads.
      const image = first.locator('img')
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          image.evaluate(
            (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
          ),
        )
        .toBe(true)
    })
  }

  test('cards: names clamped to 2 lines, descriptions to 3; difficulty colours with enough contrast', async ({
    page,
  }) => {
    const home = await openHome(page, '/')
    const clamp = (element: Locator) =>
      element.evaluate((node) => getComputedStyle(node).getPropertyValue('-webkit-line-clamp'))
    for (const index of [0, 7, 13]) {
      const card = home.cards.nth(index)
      expect(await clamp(card.getByRole('heading', { level: 3 }))).toBe('2')
      expect(await clamp(card.locator('p[data-description]'))).toBe('3')
    }
    // The clamp takes effect: a long description is cut, its box shorter than its content.
    const description = home.cards.first().locator('p[data-description]')
    expect(await description.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true)

    // Facile green, Medio yellow, Difficile red; text contrast at least 4.5.
    const families: [difficulty: string, lowest: number, highest: number][] = [
      ['Facile', 90, 170],
      ['Medio', 40, 70],
      ['Difficile', -20, 20],
    ]
    for (const [difficulty, lowest, highest] of families) {
      const { background, text } = await colours(page.locator(`[data-difficulty="${difficulty}"]`).first())
      const backgroundHue = hue(background)
      const signedHue = backgroundHue > 180 ? backgroundHue - 360 : backgroundHue
      expect(signedHue, `${difficulty} background rgb(${background.join(', ')})`).toBeGreaterThanOrEqual(lowest)
      expect(signedHue, `${difficulty} background rgb(${background.join(', ')})`).toBeLessThanOrEqual(highest)
      expect(contrast(background, text), `${difficulty} text contrast`).toBeGreaterThanOrEqual(4.5)
    }
  })

  test('the footer on the home and detail pages, in both languages', async ({ page }) => {
    const year = contentYear(WATERFALL_SOURCES)
    for (const [path, locale] of [
      ['/', 'it'],
      ['/en', 'en'],
      ['/waterfall/1', 'it'],
      ['/en/waterfall/1', 'en'],
    ] as const) {
      const messages = MESSAGES[locale]
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer.locator('p')).toHaveText([
        `© ${year} ${messages.siteTitle}. ${messages.footerRights}`,
        `${messages.footerContact}: ${CONTACT_EMAIL}`,
        ...messages.footerCopyrightLines,
        messages.footerMadeWith,
      ])
      expect(messages.footerCopyrightLines).toHaveLength(3)
      const mail = footer.getByRole('link', { name: CONTACT_EMAIL })
      await expect(mail).toHaveAttribute('href', /^mailto:/)
      await expect(mail).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`)
      await expect(footer).toContainText(String(year))
    }
  })

  // The full lists of / and /en are checked with every other page in accessibility.spec.ts.
  test('axe finds no violations on the empty state', async ({ page }) => {
    const errors = collectPageErrors(page)
    await openHome(page, '/?difficulty=Difficile&stroller=true')
    await expectResults(page, 'it', [])
    const results = await axeOn(page).analyze()
    expect(results.violations).toEqual([])
    expect(errors).toEqual([])
  })
})
