import { expect, it } from 'vitest'
import { PROVINCES, type Province } from '../../vocabulary/values'
import { forecastFor } from './weather-forecast'

const EXPECTED: Record<Province, string> = {
  Bergamo: 'ARPA Lombardia',
  Brescia: 'ARPA Lombardia',
  Como: 'ARPA Lombardia',
  Lecco: 'ARPA Lombardia',
  Sondrio: 'ARPA Lombardia',
  Trento: 'Meteotrentino',
  Varese: 'ARPA Lombardia',
}

it.each(PROVINCES)('%s is covered by the forecast its region publishes', (province) => {
  expect(forecastFor(province).name).toBe(EXPECTED[province])
})

it('links only https pages of the two services', () => {
  expect(PROVINCES.map((province) => new URL(forecastFor(province).url).origin).sort()).toEqual(
    [...Array(6).fill('https://www.arpalombardia.it'), 'https://www.meteotrentino.it'].sort(),
  )
})
