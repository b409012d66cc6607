import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../i18n/messages'
import { sourceYears } from './source-years'

describe('sourceYears', () => {
  it.each([
    [[2020, 2014, 2025], { span: { first: 2014, last: 2025 }, undated: 0 }],
    [[2020, undefined, 2020], { span: { first: 2020, last: 2020 }, undated: 1 }],
    [[undefined, undefined], { span: undefined, undated: 2 }],
    [[], { span: undefined, undated: 0 }],
  ])('%j spans %j', (years, expected) => {
    expect(sourceYears(years)).toEqual(expected)
  })
})

describe('the sentence that gives the years of the sources', () => {
  const { it: italian, en } = MESSAGES
  it.each([
    [{ first: 2014, last: 2025 }, 0, 'Le fonti sono state pubblicate tra il 2014 e il 2025.'],
    [
      { first: 2014, last: 2025 },
      1,
      'Le fonti sono state pubblicate tra il 2014 e il 2025; per una non è indicato l’anno.',
    ],
    [{ first: 2020, last: 2020 }, 3, 'Le fonti con una data sono del 2020; per 3 non è indicato l’anno.'],
    [{ first: 2020, last: 2020 }, 0, 'Le fonti sono del 2020.'],
    [undefined, 4, 'Le fonti non indicano l’anno di pubblicazione.'],
  ])('Italian: %j with %i undated', (span, undated, sentence) => {
    expect(italian.sourceYears(span, undated)).toBe(sentence)
  })

  it.each([
    [{ first: 2014, last: 2025 }, 2, 'The sources were published between 2014 and 2025; 2 give no year.'],
    [{ first: 2020, last: 2020 }, 1, 'The dated sources are from 2020; one gives no year.'],
    [undefined, 1, 'The sources give no year of publication.'],
  ])('English: %j with %i undated', (span, undated, sentence) => {
    expect(en.sourceYears(span, undated)).toBe(sentence)
  })
})
