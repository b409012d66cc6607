import type { Difficulty, Flow, Locale, WaterfallType } from '../catalogue/vocabulary'
import type { DurationBand } from '../features/finder/duration'

/**
 * Every text a visitor reads, in both languages. The Italian catalogue defines the shape;
 * the English one must match it key for key, so a missing translation is a type error.
 */
const it = {
  siteTitle: 'Cascate Lombardia',
  /** The name under an installed app's icon: at most 12 characters, so a home screen shows it whole. */
  appShortName: 'Cascate',
  skipToContent: 'Vai al contenuto',
  languageSwitchLabel: 'Lingua',
  switchToItalian: 'Ita',
  switchToEnglish: 'Eng',
  switchToItalianName: 'Italiano',
  switchToEnglishName: 'English',
  homeHeading: 'Le cascate della Lombardia, a misura di famiglia',
  heroText: (count?: number) =>
    `${count ?? 'Tante'} cascate naturali nelle province lombarde di Bergamo, Brescia, Como, Lecco, Sondrio e Varese, e appena oltre il confine, in Trentino. Usa la ricerca e i filtri per trovare la cascata giusta per te: per difficoltà, tempo di cammino, e se il percorso va bene per bambini e passeggini.`,
  searchLabel: 'Cerca una cascata',
  searchPlaceholder: 'Cerca una cascata per nome...',
  filtersHeading: 'Filtri',
  difficultyLabel: 'Difficoltà',
  provinceLabel: 'Provincia',
  durationLabel: 'Durata (solo andata)',
  strollerLabel: 'Passeggino',
  familyLabel: 'Famiglie',
  allDifficulties: 'Tutte le difficoltà',
  allProvinces: 'Tutte le province',
  allDurations: 'Tutte le durate',
  resetFilters: 'Azzera i filtri',
  durationBands: {
    'up-to-30': 'Fino a 30 minuti',
    '30-60': '30-60 minuti',
    '60-120': '1-2 ore',
    '120-240': '2-4 ore',
    'over-240': 'Oltre 4 ore',
  } satisfies Record<DurationBand, string>,
  familyOptions: { all: 'Tutti i percorsi', true: 'Solo adatti alle famiglie', false: 'Non adatti alle famiglie' },
  strollerOptions: { all: 'Tutti i percorsi', true: 'Solo adatti ai passeggini', false: 'Non adatti ai passeggini' },
  difficulties: { Facile: 'Facile', Medio: 'Medio', Difficile: 'Difficile' } satisfies Record<Difficulty, string>,
  flows: { Costante: 'Costante', Abbondante: 'Abbondante', Stagionale: 'Stagionale' } satisfies Record<Flow, string>,
  types: {
    'A cascata': 'A cascata',
    'A velo': 'A velo',
    Naturale: 'Naturale',
    'Gola rocciosa': 'Gola rocciosa',
    'Multi-livello': 'Multi-livello',
  } satisfies Record<WaterfallType, string>,
  resultsCount: (count: number) =>
    count === 1 ? '1 cascata trovata' : count === 0 ? 'Nessuna cascata trovata' : `${count} cascate trovate`,
  resultsHeading: 'Risultati',
  loadingCatalogue: 'Caricamento delle cascate…',
  catalogueErrorTitle: 'Non riusciamo a caricare le cascate',
  catalogueErrorText: 'Controlla la connessione e riprova. I filtri che hai scelto restano come sono.',
  retry: 'Riprova',
  noResultsTitle: 'Nessuna cascata trovata per i criteri selezionati',
  noResultsText: 'Prova a cambiare i filtri oppure esplora tutte le cascate della guida.',
  resetAllFilters: 'Azzera tutti i filtri',
  cardCta: 'Scopri come arrivare',
  /** Only a real photo names its waterfall; the generic drawing is decorative. */
  cardImageAlt: (name: string) => `Foto della cascata: ${name}`,
  provinceField: 'Provincia',
  durationField: 'Durata (solo andata)',
  heightField: 'Altezza',
  flowField: 'Portata',
  familyFriendly: 'Adatta alle famiglie',
  notFamilyFriendly: 'Non adatta alle famiglie',
  strollerFriendly: 'Adatta ai passeggini',
  notStrollerFriendly: 'Non adatta ai passeggini',
  familyTooltip: 'Percorso adatto a famiglie con bambini',
  notFamilyTooltip: 'Percorso impegnativo, non adatto ai bambini',
  strollerTooltip: 'Si arriva con il passeggino',
  notStrollerTooltip: 'Il passeggino non passa: gradini, sassi o sentiero stretto',
  whyHeading: 'Perché scegliere le nostre guide',
  whyItems: [
    {
      title: 'Fonti citate',
      text: 'Ogni scheda elenca le pagine da cui vengono i suoi dati, con l’anno di pubblicazione, e dice quando è stata scritta. Stime e posizioni approssimative sono indicate come tali.',
    },
    {
      title: 'Pensate per le famiglie',
      text: 'Per ogni cascata indichiamo se va bene con i bambini e se ci si arriva con il passeggino.',
    },
    {
      title: 'Pronte per il sentiero',
      text: 'Da dove si parte, tempo di cammino solo andata, dislivello dove le fonti lo danno, avvisi, cosa portare e il 112, in una pagina leggera che si apre anche con poco segnale.',
    },
  ],
  footerRights: 'Tutti i diritti riservati.',
  footerContact: 'Contatti',
  footerCopyrightLines: [
    'Testi e schede delle cascate © Cascate Lombardia.',
    'Illustrazioni © Cascate Lombardia.',
    'Le foto, dove presenti, appartengono ai rispettivi autori e sono pubblicate secondo la licenza indicata.',
  ],
  footerMadeWith: 'Fatto con cura in Lombardia, per chi cammina.',
  homeMetaDescription: (count?: number) =>
    `Guida a ${count ?? 'tante'} cascate naturali in Lombardia e dintorni: difficoltà, durata, percorsi per famiglie e passeggini, come arrivare.`,
  notFoundTitle: 'Oops! Pagina non trovata',
  notFoundText: 'L’indirizzo che hai aperto non esiste in questa guida.',
  returnHome: 'Torna alla home',
  errorTitle: 'Errore imprevisto dell’applicazione!',
  errorStack: 'Dettagli tecnici',
  errorHome: 'Torna alla home',
  home: 'Home',
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
  weatherTip: 'Prima di partire controlla il meteo, porta acqua a sufficienza e indossa scarpe da trekking.',
  whatToBringHeading: 'Cosa portare',
  whatToBring: ['Acqua', 'Scarpe da trekking', 'Giacca antipioggia', 'Snack', 'Kit di primo soccorso'],
  trekkingPoles: 'Bastoncini da trekking',
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
  accessHeading: 'Accesso e avvisi',
  /** January to December, as a long date writes them. */
  monthNames: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
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
  httpOnlySource: 'Non la colleghiamo: ha solo un indirizzo http, non sicuro.',
  yearUnknown: 'anno non indicato',
  sourceLabel: (count: number) => (count === 1 ? 'Fonte' : 'Fonti'),
  estimateLabel: 'Stima della redazione',
  estimateBasedOn: 'Ricavata da',
  figureWords: { about: 'circa', estimate: 'stima', thousands: '.' },
  otherNames: (names: string) => `Altri nomi: ${names}.`,
  walkHeading: 'Il percorso',
  startField: 'Partenza',
  oneWayField: 'Solo andata',
  oneWayMark: 'solo andata',
  wholeWalkField: 'Giro completo',
  climbField: 'Dislivello in salita',
  startAltitudeField: 'Quota di partenza',
  publicTransportField: 'Mezzi pubblici',
  publicTransportUnknown: 'Le fonti consultate non ne parlano.',
  noticesHeading: 'Avvisi',
  typeField: 'Tipo',
  photoCredit: 'Foto',
  photoSource: 'fonte',
}

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : { readonly [K in keyof T]: Widen<T[K]> }

export type Messages = Widen<typeof it>

const en: Messages = {
  siteTitle: 'Lombardy Waterfalls',
  appShortName: 'Waterfalls',
  skipToContent: 'Skip to content',
  languageSwitchLabel: 'Language',
  switchToItalian: 'Ita',
  switchToEnglish: 'Eng',
  switchToItalianName: 'Italiano',
  switchToEnglishName: 'English',
  homeHeading: 'The waterfalls of Lombardy, for the whole family',
  heroText: (count) =>
    `${count ?? 'Many'} natural waterfalls in the Lombard provinces of Bergamo, Brescia, Como, Lecco, Sondrio and Varese, and just over the border in Trentino. Use the search and the filters to find the right waterfall for you: by difficulty, by walking time, and by whether the path suits children and strollers.`,
  searchLabel: 'Search for a waterfall',
  searchPlaceholder: 'Search for a waterfall by name...',
  filtersHeading: 'Filters',
  difficultyLabel: 'Difficulty',
  provinceLabel: 'Province',
  durationLabel: 'Duration (one way)',
  strollerLabel: 'Stroller',
  familyLabel: 'Families',
  allDifficulties: 'All difficulties',
  allProvinces: 'All provinces',
  allDurations: 'All durations',
  resetFilters: 'Reset filters',
  durationBands: {
    'up-to-30': 'Up to 30 minutes',
    '30-60': '30-60 minutes',
    '60-120': '1-2 hours',
    '120-240': '2-4 hours',
    'over-240': 'Over 4 hours',
  },
  familyOptions: { all: 'All trails', true: 'Family-friendly only', false: 'Not family-friendly' },
  strollerOptions: { all: 'All trails', true: 'Stroller-friendly only', false: 'Not stroller-friendly' },
  difficulties: { Facile: 'Easy', Medio: 'Moderate', Difficile: 'Hard' },
  flows: { Costante: 'Steady', Abbondante: 'Abundant', Stagionale: 'Seasonal' },
  types: {
    'A cascata': 'Plunge',
    'A velo': 'Veil',
    Naturale: 'Natural',
    'Gola rocciosa': 'Rocky gorge',
    'Multi-livello': 'Multi-tier',
  },
  resultsCount: (count) =>
    count === 1 ? '1 waterfall found' : count === 0 ? 'No waterfalls found' : `${count} waterfalls found`,
  resultsHeading: 'Results',
  loadingCatalogue: 'Loading the waterfalls…',
  catalogueErrorTitle: 'We could not load the waterfalls',
  catalogueErrorText: 'Check your connection and try again. The filters you chose stay as they are.',
  retry: 'Try again',
  noResultsTitle: 'No waterfalls found for the selected criteria',
  noResultsText: 'Try different filters, or explore all the waterfalls in the guide.',
  resetAllFilters: 'Reset all filters',
  cardCta: 'See how to get there',
  cardImageAlt: (name) => `Photo of the waterfall: ${name}`,
  provinceField: 'Province',
  durationField: 'Duration (one way)',
  heightField: 'Height',
  flowField: 'Flow',
  familyFriendly: 'Family-friendly',
  notFamilyFriendly: 'Not family-friendly',
  strollerFriendly: 'Stroller-friendly',
  notStrollerFriendly: 'Not stroller-friendly',
  familyTooltip: 'A walk that suits families with children',
  notFamilyTooltip: 'A demanding walk, not suitable for children',
  strollerTooltip: 'You can get there with a stroller',
  notStrollerTooltip: 'No stroller access: steps, rocks or a narrow path',
  whyHeading: 'Why choose our guides',
  whyItems: [
    {
      title: 'Sources cited',
      text: 'Every entry lists the pages its facts come from, with their year of publication, and says when it was written. Estimates and approximate positions are marked as such.',
    },
    {
      title: 'Made for families',
      text: 'For every waterfall we tell you whether it suits children and whether you can get there with a stroller.',
    },
    {
      title: 'Ready for the trail',
      text: 'Where to start, the one-way walking time, the climb where sources give it, notices, what to bring and 112, on a light page that opens even with weak signal.',
    },
  ],
  footerRights: 'All rights reserved.',
  footerContact: 'Contact',
  footerCopyrightLines: [
    'Waterfall texts and entries © Lombardy Waterfalls.',
    'Illustrations © Lombardy Waterfalls.',
    'Photos, where shown, belong to their authors and are published under the licence given with them.',
  ],
  footerMadeWith: 'Made with care in Lombardy, for people who walk.',
  homeMetaDescription: (count) =>
    `A guide to ${count ?? 'many'} natural waterfalls in Lombardy and nearby: difficulty, walking time, family and stroller-friendly trails, how to get there.`,
  notFoundTitle: 'Oops! Page not found',
  notFoundText: 'The address you opened does not exist in this guide.',
  returnHome: 'Return to Home',
  errorTitle: 'Unexpected Application Error!',
  errorStack: 'Technical details',
  errorHome: 'Return to Home',
  home: 'Home',
  breadcrumbLabel: 'Breadcrumb',
  backToWaterfalls: 'Back to waterfalls',
  waterfallNotFound: 'Waterfall not found',
  waterfallNotFoundText: 'This waterfall is not in our guide.',
  backToHomepage: 'Back to homepage',
  descriptionHeading: 'Description',
  practicalHeading: 'Practical information',
  howToGetThereHeading: 'How to get there',
  openInMaps: 'Open in Google Maps',
  openInMapsHint: 'opens in a new tab',
  coordinatesApproximate:
    'Approximate position: the coordinates in this entry are our own estimate. Google Maps searches for the place by name, not by coordinates.',
  positionField: 'Coordinates',
  weatherTip: 'Before you set off, check the weather, bring enough water and wear trekking shoes.',
  whatToBringHeading: 'What to bring',
  whatToBring: ['Water', 'Trekking shoes', 'Rain jacket', 'Snacks', 'First-aid kit'],
  trekkingPoles: 'Trekking poles',
  safetyHeading: 'Safety recommendations',
  emergency: 'In an emergency call',
  emergencyNumber: '112',
  emergencyName: 'the European emergency number',
  safetyTips: [
    'Stay on marked paths and respect closures and fences.',
    'Keep away from the edge of the fall and do not swim: wet rock and currents are dangerous.',
    'Hold children by the hand near the water and on exposed stretches.',
    'Do not set off when storms are forecast: the stream can rise suddenly.',
    'Tell someone your route and when you expect to be back.',
  ],
  seasonHeading: 'When to go',
  accessHeading: 'Access and notices',
  monthNames: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  entryDates: (written, updated) =>
    updated ? `Entry written on ${written} and updated on ${updated}.` : `Entry written on ${written}.`,
  sourceYears: (span, undated) => {
    const missing = undated === 1 ? 'one gives no year' : `${undated} give no year`
    if (!span) return 'The sources give no year of publication.'
    const years =
      span.first !== span.last
        ? `The sources were published between ${span.first} and ${span.last}`
        : undated > 0
          ? `The dated sources are from ${span.first}`
          : `The sources are from ${span.first}`
    return undated > 0 ? `${years}; ${missing}.` : `${years}.`
  },
  changeWarning:
    'Opening hours, fees, closures and ordinances change: check with the municipality or the operator before you go.',
  sourcesHeading: 'Sources',
  sourcesIntro: 'The pages this entry’s facts come from.',
  externalLinkHint: 'external site, opens in a new tab',
  httpOnlySource: 'Not linked: it only has a plain http address, which is not secure.',
  yearUnknown: 'year not given',
  sourceLabel: (count) => (count === 1 ? 'Source' : 'Sources'),
  estimateLabel: 'Our own estimate',
  estimateBasedOn: 'Worked out from',
  figureWords: { about: 'about', estimate: 'estimate', thousands: ',' },
  otherNames: (names) => `Also known as: ${names}.`,
  walkHeading: 'The walk',
  startField: 'Start',
  oneWayField: 'One way',
  oneWayMark: 'one way',
  wholeWalkField: 'Whole walk',
  climbField: 'Climb',
  startAltitudeField: 'Starting altitude',
  publicTransportField: 'Public transport',
  publicTransportUnknown: 'Not covered by the sources we used.',
  noticesHeading: 'Notices',
  typeField: 'Type',
  photoCredit: 'Photo',
  photoSource: 'source',
}

export const MESSAGES: Record<Locale, Messages> = { it, en }
