import type { Province } from '../../vocabulary/values'

/** A regional weather service: its name as it calls itself, and the page with its forecast. */
export type Forecast = { name: string; url: string }

const ARPA_LOMBARDIA: Forecast = {
  name: 'ARPA Lombardia',
  url: 'https://www.arpalombardia.it/temi-ambientali/meteo-e-clima/bollettini-meteorologici/meteo-lombardia/',
}

const METEOTRENTINO: Forecast = { name: 'Meteotrentino', url: 'https://www.meteotrentino.it/' }

/**
 * The forecast that covers a province: the Lombard region's own service, or the autonomous
 * province's for Trento, whose valleys ARPA Lombardia's bulletin does not cover.
 */
export function forecastFor(province: Province): Forecast {
  return province === 'Trento' ? METEOTRENTINO : ARPA_LOMBARDIA
}
