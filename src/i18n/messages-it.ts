import type { DurationBand } from '../vocabulary/duration-bands'
import type { Sort } from '../vocabulary/sort-orders'
import type { Difficulty, Flow, MonthState, WalkMeasure, WaterfallType } from '../vocabulary/values'

/**
 * Every text a visitor reads, in Italian. This catalogue defines the shape; the English one
 * (messages-en.ts) must match it key for key, so a missing translation is a type error. Each
 * language is a module of its own, so a page loads only its own (see messages-loader.ts).
 */
export const it = {
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
  durationLabel: 'Tempo a piedi',
  strollerLabel: 'Passeggino',
  familyLabel: 'Famiglie',
  carFreeLabel: 'Senza auto',
  carFreeOptions: { all: 'Con o senza auto', true: 'In treno o bus' },
  monthLabel: 'Quando',
  allMonths: 'Qualsiasi mese',
  /** A month in the When filter: the waterfalls worth going in that month. */
  monthOption: (month: string) => `${month.charAt(0).toUpperCase()}${month.slice(1)}`,
  allDifficulties: 'Tutte le difficoltà',
  allProvinces: 'Tutte le province',
  allDurations: 'Tutte le durate',
  resetFilters: 'Azzera i filtri',
  /** An option of a filter with how many waterfalls it would leave; none is said in words. */
  filterOptionCount: (label: string, count: number) => `${label} (${count === 0 ? 'nessuna' : count})`,
  // Finding on a phone: the filters' disclosure, the order, near me and sharing
  filtersButton: 'Filtri',
  activeFilters: 'Filtri attivi',
  activeFilterCount: (count: number) => (count === 1 ? '1 attivo' : `${count} attivi`),
  removeFilter: (label: string, value: string) => `Togli il filtro ${label}: ${value}`,
  sortLabel: 'Ordina per',
  sortOptions: {
    catalogue: 'Ordine della guida',
    name: 'Nome',
    duration: 'Durata, dalla più breve',
    difficulty: 'Difficoltà, dalla più facile',
    distance: 'Distanza, dalla più vicina',
    longest: 'Gita, dalla più lunga',
    shortest: 'Gita, dalla più breve',
  } satisfies Record<Sort, string>,
  nearMe: 'Vicino a me',
  locating: 'Cerco la tua posizione…',
  nearMeReady: 'Elenco ordinato dalla cascata più vicina. La tua posizione resta su questo dispositivo.',
  nearMeDenied:
    'Non possiamo usare la tua posizione: il permesso è stato negato. Puoi concederlo nelle impostazioni del browser; il resto della guida funziona come prima.',
  nearMeUnavailable: 'La tua posizione non è disponibile in questo momento. Riprova più tardi.',
  nearMeTimeout: 'La posizione non è arrivata in tempo. Riprova.',
  nearMeUnsupported: 'Questo browser non sa dare la posizione.',
  distanceNeedsPosition: 'Per ordinare per distanza serve la tua posizione: usa «Vicino a me».',
  distanceAway: (km: number) => `circa ${km} km in linea d'aria`,
  share: 'Condividi',
  shareCopied: 'Link copiato: ora puoi incollarlo dove vuoi.',
  shareCopyByHand: 'Copia questo link:',
  durationBands: {
    'up-to-30': 'Fino a 30 minuti',
    '30-60': '30-60 minuti',
    '60-120': '1-2 ore',
    '120-240': '2-4 ore',
    'over-240': 'Oltre 4 ore',
  } satisfies Record<DurationBand, string>,
  familyOptions: { all: 'Tutti i percorsi', true: 'Solo adatti alle famiglie', false: 'Non adatti alle famiglie' },
  strollerOptions: { all: 'Tutti i percorsi', true: 'Solo adatti ai passeggini', false: 'Non adatti ai passeggini' },
  /** Each agrees with «difficoltà» (feminine), the label it follows; the data keeps the catalogue's values. */
  difficulties: { Facile: 'Facile', Medio: 'Media', Difficile: 'Difficile' } satisfies Record<Difficulty, string>,
  flows: { Costante: 'Costante', Abbondante: 'Abbondante', Stagionale: 'Stagionale' } satisfies Record<Flow, string>,
  /** What a reader sees at the falls; the data keeps the catalogue's values ('A cascata', 'Naturale'…). */
  types: {
    'A cascata': 'Salto nella roccia',
    'A velo': 'A velo',
    Naturale: 'Salti e pozze',
    'Gola rocciosa': 'Gola rocciosa',
    'Multi-livello': 'A più salti',
  } satisfies Record<WaterfallType, string>,
  resultsCount: (count: number) =>
    count === 1 ? '1 cascata trovata' : count === 0 ? 'Nessuna cascata trovata' : `${count} cascate trovate`,
  resultsHeading: 'Risultati',
  loadingCatalogue: 'Caricamento delle cascate…',
  catalogueErrorTitle: 'Non riusciamo a caricare le cascate',
  catalogueErrorText: 'Controlla la connessione e riprova.',
  catalogueErrorFiltersKept: 'I filtri che hai scelto restano come sono.',
  waterfallErrorTitle: 'Non riusciamo a caricare questa cascata',
  retry: 'Riprova',
  /** The data came from a release newer than the open page: reloading brings it whole. */
  newerReleaseText:
    'La guida è stata aggiornata da quando hai aperto questa pagina: ricaricala per vedere la versione nuova.',
  reloadPage: 'Ricarica la pagina',
  noResultsTitle: 'Nessuna cascata trovata per i criteri selezionati',
  /** The empty state's text says what left nothing: the search's words, the filters, or both. */
  noResultsForSearch: (search: string) =>
    `Nessuna cascata contiene tutte le parole di «${search}». Cancella la ricerca per esplorare tutte le cascate della guida.`,
  noResultsForFilters:
    'Nessuna cascata soddisfa tutti i filtri scelti. Azzera i filtri per esplorare tutte le cascate della guida.',
  noResultsForSearchAndFilters: (search: string) =>
    `Nessuna cascata contiene tutte le parole di «${search}» e soddisfa i filtri scelti. Cancella la ricerca, azzera i filtri oppure esplora tutte le cascate della guida.`,
  clearSearch: 'Cancella la ricerca',
  resetAllFilters: 'Azzera tutti i filtri',
  cardCta: 'Scopri come arrivare',
  /** Only a real photo names its waterfall; a drawing stands for its type (drawingAlt). */
  cardImageAlt: (name: string) => `Foto della cascata: ${name}`,
  provinceField: 'Provincia',
  durationField: 'Tempo a piedi',
  /** What a walking time measures, written beside it. */
  walkMeasures: {
    oneWay: 'solo andata',
    loop: 'giro ad anello',
    return: 'andata e ritorno',
  } satisfies Record<WalkMeasure, string>,
  /** Before the card's one line on access, for a screen reader; the eye has the icon and the frame. */
  accessLineLabel: 'Da sapere prima di partire',
  accessLine: (text: string, year: number) => `${text} · ${year}`,
  // Whether a visitor can go today (status-line.tsx): the card's first line and the page's first block.
  statusLabel: 'Si può andare?',
  /** No source reports a closure, ban or condition; `searched` is the month of our last search, as «novembre 2026». */
  statusOpen: 'Nessuna chiusura nota',
  statusSearched: (searched: string) => `fonti cercate a ${searched}`,
  statusClosedSince: (since: string) => `chiusa da ${since}`,
  /** Before the facts that hold once a closed waterfall reopens: who it suits, how to get there. */
  whenItReopens: 'Quando riaprirà',
  /** A calendar (release days, fees, hours, booking) of a year before the visitor's. */
  calendarOfYear: (year: number) => `Le date di quest’anno non sono ancora note qui: queste sono del ${year}.`,
  calendarOfYearShort: (year: number) => `date del ${year}: quelle di quest’anno non sono ancora note qui`,
  // The visitor's month on a card: computed in the browser, for the visitor's own date.
  thisMonth: (month: string, state: string) => `Questo mese (${month}): ${state}`,
  /** A month's state at a waterfall, in words: the symbol or the tint only repeat it. */
  monthStates: {
    best: 'il momento migliore',
    variable: 'vale la gita, ma l’acqua varia',
    low: 'poca acqua o in secca',
    closed: 'gelo, chiusura o accesso impossibile',
  } satisfies Record<MonthState, string>,
  monthEstimate: 'stima della redazione',
  closedMonth: 'chiusa',
  heightField: 'Altezza',
  outingField: 'Gita completa',
  flowField: 'Portata',
  // Said of the walk, short enough that both badges fit one line of a card on a 360 px phone.
  familyFriendly: 'Per famiglie',
  notFamilyFriendly: 'Non per famiglie',
  strollerFriendly: 'Per passeggini',
  notStrollerFriendly: 'Non per passeggini',
  familyTooltip: 'Percorso adatto a famiglie con bambini',
  notFamilyTooltip: 'Percorso impegnativo, non adatto ai bambini',
  strollerTooltip: 'Si arriva con il passeggino',
  /** Where no source states stroller access and it is deduced from how sources describe the path. */
  strollerInferred: 'Passeggino: dedotto',
  strollerInferredTooltip:
    'Nessuna fonte dice che si arriva con il passeggino: lo deduciamo da come le fonti descrivono il percorso. La scheda spiega da cosa.',
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
      text: 'Da dove si parte, con i mezzi pubblici dove le fonti li nominano, quanto si cammina e se è solo andata o un anello, i mesi migliori, gli avvisi da sapere prima di partire, cosa portare e il 112, in una pagina leggera che si apre anche con poco segnale.',
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
  figureWords: { about: 'circa', estimate: 'stima', thousands: '.' },
  otherNames: (names: string) => `Altri nomi: ${names}.`,
  photoCredit: 'Foto',
  photoSource: 'fonte',
  // Illustrations by type
  /** The card's drawing stands for the waterfall's type, which the card does not write out. */
  drawingAlt: (type: string) => `Tipo di cascata: ${type} (disegno)`,

  /** At the foot of the window while the connection is gone. */
  offlineLine:
    'Sei offline: la guida funziona lo stesso, ma mappe, meteo e fonti si aprono su siti esterni che richiedono la connessione.',
  /** Beside a link that leaves the guide, while offline. */
  needsNetwork: 'serve la connessione',

  // Overview and locator maps
  mapHeading: 'Le cascate sulla mappa',
  mapShow: 'Mostra la mappa',
  mapHide: 'Nascondi la mappa',
  mapHint: 'Ogni punto apre la scheda della sua cascata; i filtri valgono anche qui.',
  /** On a narrow screen the map scrolls sideways: what the visible part leaves out. */
  mapNoMarkers: 'Nessuna cascata corrisponde ai filtri, quindi la mappa non ha punti.',
  mapOutOfView: ({ west, inView, east }: { west: number; inView: number; east: number }) => {
    const sides = [west > 0 && `${west} a ovest`, east > 0 && `${east} a est`].filter(Boolean).join(' e ')
    const scroll = `Scorri la mappa di lato per ${west + east === 1 ? 'vederla' : 'vederle'}.`
    return inView === 0
      ? `Nessuna cascata in questa parte della mappa: ${sides}. ${scroll}`
      : `Fuori vista: ${sides}. ${scroll}`
  },
  mapLegendHeading: 'Legenda',
  mapLegendSourced: 'Posizione indicata da una fonte',
  mapLegendEstimate: 'Posizione stimata dalla redazione, può scostarsi di 1-2 km',
  mapLegendClosed: 'Chiusa al pubblico: apri la scheda per sapere da quando e fino a quando',
  mapBoundariesCredit: 'Confini amministrativi: ISTAT, via Openpolis',
  mapLakesCredit: 'Laghi: Natural Earth',
}

export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : { readonly [K in keyof T]: Widen<T[K]> }

export type Messages = Widen<typeof it>
