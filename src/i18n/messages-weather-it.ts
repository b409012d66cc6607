import type { Widen } from './messages-it'

/**
 * The texts of a waterfall's forecast, in Italian: a module of its own, loaded with the forecast's
 * code once the page is in (features/waterfall/weather/), so neither the page's start nor the
 * offline guide carries them. The skies and readings are keyed as forecast-days.ts and wet-week.ts
 * name them (the panel holds the keys to those names). It defines the shape the English one must match key for key.
 */
export const itWeather = {
  nextDaysHeading: 'I prossimi 7 giorni',
  today: 'oggi',
  weekend: 'Fine settimana',
  weekdayNames: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  skies: {
    clear: 'sereno',
    'mostly-clear': 'poco nuvoloso',
    'partly-cloudy': 'parzialmente nuvoloso',
    overcast: 'coperto',
    fog: 'nebbia',
    drizzle: 'pioviggine',
    rain: 'pioggia',
    'freezing-rain': 'pioggia gelata',
    snow: 'neve',
    thunderstorm: 'temporali',
    unknown: 'cielo non previsto',
  },
  high: (max: string) => `max ${max} °C`,
  low: (min: string) => `min ${min} °C`,
  rain: (mm: string) => `pioggia ${mm} mm`,
  rainChance: (chance: string) => `probabilità ${chance} %`,
  snow: (cm: string) => `neve ${cm} cm`,
  unknownValue: 'n.d.',
  pastHeading: 'La pioggia degli ultimi 7 giorni',
  pastTotal: (mm: string) => `${mm} mm in tutto`,
  pastDaysLabel: 'Giorno per giorno, in mm',
  monthHere: (month: string, state: string) => `${month} qui, di solito: ${state}.`,
  readings: {
    wet: 'Una settimana piovosa: i torrenti sono probabilmente più pieni del solito per il mese.',
    dry: 'Una settimana asciutta: aspettati meno acqua del solito.',
    ordinary: 'Una settimana nella norma: aspettati più o meno l’acqua solita del mese.',
    unknown: 'Mancano troppi giorni per leggere la settimana.',
  },
  ruleOfThumb: (wet: number, dry: number) =>
    `Regola pratica, non una misura del torrente: piovosa da ${wet} mm in 7 giorni, asciutta sotto ${dry} mm.`,
  cold: 'Gelo o neve in previsione: il sentiero può essere ghiacciato o innevato.',
  coldMonths: (months: string) => `Di solito non è raggiungibile a ${months}.`,
  alertHeading: 'Allerta meteo',
  alertNotForecast: 'Una previsione non è un’allerta: prima di partire controlla le allerte in vigore su',
  alertBulletin: 'allertaLOM, le allerte di protezione civile di Regione Lombardia',
  creditBefore: 'Dati meteo:',
  licence: 'CC BY 4.0',
  fetchedAt: (time: string) => `Previsione scaricata alle ${time}.`,
  age: (hours: number) => (hours === 1 ? 'Previsione di 1 ora fa.' : `Previsione di ${hours} ore fa.`),
  modelNote: 'È la previsione di un modello per questo punto, non una misura sul posto.',
  privacy: 'A Open-Meteo vanno solo le coordinate della cascata.',
  loading: 'Caricamento della previsione…',
}

export type WeatherMessages = Widen<typeof itWeather>
