import type { BringItem, Facility, FacilityState, NoticeKind, WalkMeasure } from '../vocabulary/values'
import type { Widen } from './messages-it'

/**
 * The texts only a waterfall's page reads, in Italian: a module of its own, loaded with that page
 * (see messages-loader.ts), so the home page does not carry them. It defines the shape the
 * English one (messages-detail-en.ts) must match key for key.
 */
export const itDetail = {
  breadcrumbLabel: 'Percorso di navigazione',
  backToWaterfalls: 'Torna alle cascate',
  waterfallNotFound: 'Cascata non trovata',
  waterfallNotFoundText: 'Questa cascata non è presente nella nostra guida.',
  backToHomepage: 'Torna alla homepage',
  descriptionHeading: 'Descrizione',
  practicalHeading: 'Informazioni pratiche',
  howToGetThereHeading: 'Come arrivare',
  openInMaps: 'Apri in Google Maps',
  openInMapsHint: 'si apre in una nuova scheda',
  coordinatesApproximate:
    'Posizione approssimativa: le coordinate di questa scheda sono una nostra stima. Google Maps cerca la località per nome, non per coordinate.',
  positionField: 'Coordinate',
  /** The tip to check the weather, around the link to the regional forecast (weather-forecast.ts). */
  weatherTip: {
    before: 'Prima di partire controlla il meteo sul bollettino di',
    area: (comune: string) => `: cerca il comune di ${comune}.`,
    kit: 'Porta acqua a sufficienza e indossa scarpe da trekking.',
  },
  whatToBringHeading: 'Cosa portare',
  safetyHeading: 'Raccomandazioni per la sicurezza',
  emergency: 'In caso di emergenza chiama il',
  emergencyNumber: '112',
  emergencyName: 'numero unico di emergenza',
  safetyTips: [
    'Resta sui sentieri segnati e rispetta divieti e recinzioni.',
    'Non avvicinarti al bordo della cascata e non fare il bagno: rocce bagnate e correnti sono pericolose.',
    'Tieni i bambini per mano vicino all’acqua e nei tratti esposti.',
    'Non partire con temporali in arrivo: il torrente può ingrossarsi all’improvviso.',
    'Avvisa qualcuno del tuo itinerario e dell’orario di rientro.',
  ],
  seasonHeading: 'Quando andare',
  // The twelve months (month-list.tsx): a state and a symbol each, so no state rests on colour.
  monthsHeading: 'Mese per mese',
  monthsListLabel: 'Da gennaio a dicembre',
  monthShortNames: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  monthsLegend: 'Legenda',
  beforeYouGoHeading: 'Prima di partire',
  noticeKinds: {
    'release-days': 'Date di apertura',
    booking: 'Prenotazione',
    hours: 'Orari',
    fee: 'Biglietto',
    closure: 'Chiusura',
    rule: 'Regole',
  } satisfies Record<NoticeKind, string>,
  noticeYear: (year: number) => `Ultima conferma nelle fonti: ${year}`,
  accessHeading: 'Accesso e avvisi',
  entryDates: (written: string, updated?: string) =>
    updated ? `Scheda scritta il ${written} e aggiornata il ${updated}.` : `Scheda scritta il ${written}.`,
  sourceYears: (span: { first: number; last: number } | undefined, undated: number) => {
    const missing = undated === 1 ? 'per una non è indicato l’anno' : `per ${undated} non è indicato l’anno`
    if (!span) return 'Le fonti non indicano l’anno di pubblicazione.'
    const years =
      span.first !== span.last
        ? `Le fonti sono state pubblicate tra il ${span.first} e il ${span.last}`
        : undated > 0
          ? `Le fonti con una data sono del ${span.first}`
          : `Le fonti sono del ${span.first}`
    return undated > 0 ? `${years}; ${missing}.` : `${years}.`
  },
  changeWarning:
    'Orari, tariffe, chiusure e ordinanze cambiano: controlla presso il Comune o il gestore prima di partire.',
  sourcesHeading: 'Fonti',
  sourcesIntro: 'Le pagine da cui vengono i dati di questa scheda.',
  externalLinkHint: 'sito esterno, si apre in una nuova scheda',
  httpOnlySource: 'Non la colleghiamo perché ha solo un indirizzo http, non sicuro:',
  yearUnknown: 'anno non indicato',
  sourceLabel: (count: number) => (count === 1 ? 'Fonte' : 'Fonti'),
  estimateLabel: 'Stima della redazione',
  estimateBasedOn: 'Ricavata da',
  walkHeading: 'Il percorso',
  startField: 'Partenza',
  /** The walk's main time, named for what it measures (walkMeasures). */
  walkTimeFields: { oneWay: 'Solo andata', loop: 'Giro ad anello', return: 'Andata e ritorno' } satisfies Record<
    WalkMeasure,
    string
  >,
  wholeWalkField: 'Giro completo',
  climbField: 'Dislivello in salita',
  startAltitudeField: 'Quota di partenza',
  publicTransportHeading: 'Con i mezzi pubblici',
  fromMilanHeading: 'Da Milano senza auto',
  fromMilanFields: {
    route: 'Stazione, linee e cambi',
    time: 'Tempo di viaggio',
    frequency: 'Frequenza',
    timetables: 'Orari dei gestori',
  },
  fromMilanUnknown: 'Non sappiamo: nessuna fonte lo dice.',
  notDayTrip: 'Non è una gita in giornata da Milano: conta almeno una notte fuori.',
  lastStretchHeading: 'Dalla fermata alla partenza del sentiero',
  arrivalHeading: 'Cosa trovi all’arrivo',
  facilities: {
    toilets: 'Servizi igienici',
    food: 'Bar e cibo',
    picnic: 'Picnic',
    water: 'Acqua potabile',
    parking: 'Parcheggio',
  } satisfies Record<Facility, string>,
  facilityStates: { yes: 'Sì', no: 'No', unknown: 'Non sappiamo' } satisfies Record<FacilityState, string>,
  facilityUnknown: 'nessuna fonte ne parla.',
  bring: {
    waterRefill: 'Una borraccia: c’è una fontanella',
    waterAll: 'Acqua per tutta la gita (nessuna fontanella nota)',
    comfortableShoes: 'Scarpe da trekking leggere',
    gripShoes: 'Scarpe che tengano sulla roccia bagnata',
    hikingBoots: 'Scarponcini da trekking',
    poles: 'Bastoncini da trekking',
    packedLunch: 'Il pranzo al sacco',
    snacks: 'Uno spuntino (nessun bar noto)',
    cash: 'Contanti per il bar o il chiosco',
    warmLayer: 'Pile e giacca antivento',
    rainJacket: 'Una giacca impermeabile',
    headTorch: 'Una frontale',
    firstAid: 'Un kit di pronto soccorso',
    babyCarrier: 'Uno zaino porta-bimbi (niente passeggino)',
    wipes: 'Salviette (nessun WC noto)',
    winterGrip: 'In inverno, ramponcini',
    returnTimes: 'L’orario del treno o bus di ritorno',
    overnight: 'Un posto per dormire: non è una gita in giornata',
  } satisfies Record<BringItem, string>,
  carHeading: 'In auto',
  transportStop: 'Fermata',
  transportWalk: 'A piedi dalla fermata',
  publicTransportUnknown: 'Le fonti consultate non nominano mezzi pubblici.',
  /** Beside a fixed value the sources do not give directly (restsOn). */
  restsOnLabel: (field: string) => `${field}: su cosa si basa.`,
  noticesHeading: 'Avvisi',
  /** The page's first block (status-block.tsx): whether a visitor can go, and this month. */
  statusHeading: 'Si può andare?',
  statusConditionsMore: 'Tutte le condizioni, con anno e fonti, sono qui sotto in «Prima di partire».',
  statusOpenMore:
    'Nessuna fonte trovata segnala chiusure o divieti di accesso. Non è una verifica sul posto: controlla prima di partire.',
  searchedOn: (month: string) => `Fonti cercate a ${month}.`,
  /** Under the status: the newest source behind the conditions, and our latest search. */
  newestSource: (newest: string, searched: string) =>
    `Fonte più recente trovata: ${newest}; fonti cercate a ${searched}.`,
  staleSource: (months: number) =>
    `È di oltre ${months} mesi prima della nostra ricerca: le cose possono essere cambiate, verifica prima di partire.`,
  /** A link that opens an e-mail to the editors, prefilled with the waterfall, the page and the section. */
  reportChange: 'Segnala una correzione',
  reportChangeHint: 'apre un messaggio di posta',
  reportSubject: (waterfall: string, section: string) => `Correzione: ${waterfall}, ${section}`,
  reportBody: (page: string, section: string) => `${page}\n${section}\n\n`,
  closedSince: (since: string) => `Chiusa da ${since}.`,
  /** Above the directions of a closed waterfall: they hold once it reopens, not today. */
  closedDirections: 'L’area è chiusa: queste indicazioni valgono per quando riaprirà, non per oggi.',
  /** In a month of the twelve: the visitor's own, named as well as framed. */
  thisMonthMark: 'questo mese',
  typeField: 'Tipo',
  /** The forecast's heading and its one line when it does not come (features/waterfall/weather/); its other texts are messages-weather-*.ts. */
  weatherHeading: 'Il meteo sul posto',
  weatherUnavailable: 'La previsione non è disponibile in questo momento.',
  /** The locator map's name (components/map/locator-map.tsx): where it shows the waterfall, and how sure that place is. */
  locatorLabel: (name: string, estimate: boolean) =>
    estimate
      ? `${name}: posizione stimata sulla mappa della Lombardia e dintorni (può scostarsi di 1-2 km)`
      : `${name}: posizione sulla mappa della Lombardia e dintorni`,
}

export type DetailMessages = Widen<typeof itDetail>
