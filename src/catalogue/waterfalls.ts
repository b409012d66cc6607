/**
 * The catalogue: the single source of truth for every waterfall, in both languages.
 * Written from the research fact sheets on the fourteen waterfalls (the third one a sweep of what
 * changed from 2023 to 2026) and the sources they read (./sources.ts); every sentence here is our
 * own wording. Every height, climb, altitude, walking time, month and position says whether a
 * source gives it or it is our estimate, and which sources it rests on; a fixed value no source
 * supports directly says in `restsOn` what it rests on. Fees, booking rules, closures and opening
 * hours are notices with their sources and the year they were last reported; a fact no source
 * dates stays in the prose, said to be undated. No entry claims a check on site. No photos: no
 * photo licence could be verified.
 */
import type { AuthoredWaterfall } from './authored-schema'
import type { SourceId } from './sources'
import { VISITOR_FACTS } from './visitor-facts'
import type { MonthState } from './vocabulary'

const WRITTEN = '2026-11-21'
/**
 * When the entries were last reworked: the third fact sheet's currency sweep (what changed from
 * 2023 to 2026): Val Vertova's 2023–2025 closure, weather-alert ban, 2025 prices and ticket days;
 * Cittiglio closed; dated hours, parking rules, train works and path closures on the other
 * entries; a demonstration copy dropped and every source dated as precisely as the sheets allow.
 */
const UPDATED = '2026-11-26'

/**
 * The month of our latest search of public pages for closures, ordinances, fees and rules on every
 * entry (stored copies of the pages, newest found dated January 2026; nothing checked on site).
 */
const SEARCHED = '2026-11'

/** Cittiglio: closed by the comune's orders since June 2020, as the newest sources report. */
const CITTIGLIO_STATUS = {
  state: 'closed' as const,
  since: '2020-06',
  line: {
    it: 'Chiusa per ordinanza dal 2020: parco, sentieri e versanti intorno',
    en: 'Closed by municipal order since 2020: the park, its paths and the slopes around',
  },
  reopening: {
    it: "Lavori affidati a gennaio 2026: il Comune punta a riaprire all'inizio del 2027, solo fino alla prima cascata. Non è una data confermata.",
    en: 'Works contracted in January 2026: the comune aims to reopen in early 2027, only as far as the first fall. It is not a confirmed date.',
  },
  sources: ['S140', 'S141', 'S147', 'S148'],
  checked: SEARCHED,
} satisfies AuthoredWaterfall['status']

const MONTH_CODES: Record<string, MonthState> = { b: 'best', v: 'variable', l: 'low', c: 'closed' }

/**
 * Twelve months from one letter each, January first: b at its best, v worth it but variable,
 * l low or dry, c frozen, closed or out of reach. A capital letter is a month a source gives;
 * a small one is our estimate.
 */
function monthsFrom(codes: string) {
  return [...codes].map((code) => {
    const state = MONTH_CODES[code.toLowerCase()]
    if (!state) throw new Error(`unknown month code "${code}" in "${codes}"`)
    return { state, basis: code === code.toLowerCase() ? ('estimate' as const) : ('sourced' as const) }
  })
}

const ESTIMATED_POSITION = {
  it: 'Non confrontata con una carta: può sbagliare di 1-2 km.',
  en: 'Not compared with a map: it may be 1-2 km out.',
}

const ENTRIES: readonly Omit<AuthoredWaterfall, 'facilities' | 'fromMilan'>[] = [
  {
    id: '1',
    name: { it: "Cascate dell'Acquafraggia", en: 'Acquafraggia Falls' },
    alsoKnownAs: ['Acqua Fraggia'],
    location: { it: 'Borgonuovo di Piuro, Valchiavenna', en: 'Borgonuovo di Piuro, Valchiavenna' },
    province: 'Sondrio',
    difficulty: 'Facile',
    walk: {
      start: {
        it: 'Parcheggi a pagamento di Borgonuovo di Piuro, sulla SS37',
        en: 'The pay car parks at Borgonuovo di Piuro, on the SS37',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '10 minuti', en: '10 minutes' },
        basis: 'estimate',
        sources: [],
        note: {
          it: 'Le fonti non danno un tempo: dal parcheggio al prato ai piedi delle cascate il tratto è breve e in piano.',
          en: 'The sources give no time: from the car park to the meadow at the foot of the falls it is a short, level walk.',
        },
      },
    },
    height: {
      metres: 170,
      qualifier: { it: 'doppio salto finale', en: 'final double drop' },
      basis: 'sourced',
      sources: ['S6'],
      note: {
        it: "È la misura citata più spesso; un'altra fonte parla di oltre 100 m o di un doppio salto di 200 m.",
        en: 'This is the figure quoted most often; another source speaks of over 100 m, or of a 200 m double drop.',
      },
    },
    flow: 'Abbondante',
    type: 'Multi-livello',
    familyFriendly: true,
    strollerFriendly: true,
    status: { state: 'conditions', checked: SEARCHED },
    familyNote: {
      it: 'Adatte alle famiglie fino al prato alla base delle cascate. Il sentiero panoramico verso Savogno, con lunghe scale metalliche e un ponte sospeso, è più impegnativo.',
      en: 'Suits families as far as the meadow at the foot of the falls. The panoramic path towards Savogno, with long metal stairways and a swaying rope bridge, is harder going.',
    },
    description: {
      it: "Il torrente Acquafraggia scende a gradini dalle montagne sopra Piuro e chiude la sua corsa con un doppio salto spumeggiante, di solito indicato in circa 170 metri. Leonardo da Vinci lo annotò nel Codice Atlantico, dal 1984 è monumento naturale regionale e ai suoi piedi si stende un prato pianeggiante dove gli spruzzi rinfrescano l'aria.",
      en: 'The Acquafraggia stream steps down from the mountains above Piuro and ends in a foaming twin drop, usually put at about 170 m. Leonardo da Vinci noted it in the Codex Atlanticus, it has been a regional natural monument since 1984, and a flat meadow at its foot lets you feel the spray.',
    },
    howToGetThere: {
      it: "In auto, da Chiavenna si segue la SS37 del Maloja per pochi chilometri fino a Borgonuovo di Piuro: le cascate si vedono già dalla strada. Lascia l'auto in uno dei parcheggi a pagamento segnalati (lungo la strada la sosta è vietata) e in una decina di minuti a piedi arrivi al prato alla base. Se vuoi camminare di più, un sentiero panoramico con scale metalliche sale a Savogno (l'anello richiede circa 2,5-3 ore); con il passeggino non si fa. Sul sentiero panoramico resta sul tracciato e lontano dai bordi.",
      en: 'By car, from Chiavenna follow the SS37 Maloja road for a few kilometres to Borgonuovo di Piuro; the falls are already visible from the road. Leave the car in one of the signed pay car parks (parking along the road is not allowed) and walk for about ten minutes to the meadow at the base. For a longer outing, a panoramic path with metal stairways climbs to Savogno (the loop takes roughly 2.5 to 3 hours), but it is no place for a stroller. On the panoramic path, keep to the track and away from the edges.',
    },
    season: {
      it: 'Il momento migliore va da fine primavera a inizio estate, quando neve sciolta e piogge gonfiano il torrente; in autunno i boschi intorno si colorano. Nei periodi di siccità il doppio salto può ridursi a un velo sottile.',
      en: 'Go from late spring to early summer, when snowmelt and rain swell the stream; in autumn the surrounding woods change colour. In long dry spells the double fall can thin to a mere veil.',
    },
    accessNotes: {
      it: 'Il parco è aperto tutti i giorni dell’anno e ha servizi igienici automatici utilizzabili da tutti; accanto alla cascata ci sono un ampio prato e un chiosco. Fuori dal prato resta sui sentieri e lontano dai bordi: una fonte riporta che nella prima estate del biglietto una visitatrice è morta cadendo per una cinquantina di metri mentre si fotografava con le cascate alle spalle.',
      en: 'The park is open every day of the year and has automatic toilets usable by everyone; beside the falls there is a wide meadow and a kiosk. Beyond the meadow, keep to the paths and away from the edges: one source reports that in the first summer of the ticket a visitor died after falling about 50 m while taking a photo of herself with the falls behind her.',
    },
    notices: [
      {
        kind: 'fee',
        year: 2025,
        text: {
          it: 'Ingresso a 3 euro ogni giorno ad agosto e, dal 1° giugno al 31 luglio e dal 1° al 15 settembre, la domenica, nei festivi e nei prefestivi; in quei giorni il parco apre dalle 8.30 alle 18.30. Gratis sotto i 5 anni, sopra i 75, per le persone con disabilità e per i residenti in Valchiavenna. Calendario del 2021, ancora in vigore nel 2025.',
          en: 'Entry costs €3 every day in August and, from 1 June to 31 July and 1 to 15 September, on Sundays, holidays and the days before them; on those days the park opens 8:30–18:30. Free under 5, over 75, for disabled visitors and for Valchiavenna residents. The calendar dates from 2021 and still applied in 2025.',
        },
        sources: ['S2', 'S85', 'S3'],
        card: {
          it: 'Ingresso 3 € nei giorni di punta del 2025: tutto agosto, festivi e prefestivi da giugno a metà settembre',
          en: '€3 entry on 2025 peak days: all August, plus Sundays, holidays and their eves June to mid-September',
        },
      },
      {
        kind: 'rule',
        year: 2025,
        text: {
          it: 'Sosta vietata lungo la strada, con controlli tramite telecamere (divieto ancora in vigore nel 2025); il regolamento del 2021 vieta picnic e barbecue nel parco.',
          en: 'No parking along the road, which is watched by cameras (the ban still stood in 2025); the 2021 rules ban picnics and barbecues in the park.',
        },
        sources: ['S2', 'S8', 'S3'],
      },
    ],
    months: {
      states: monthsFrom('vvvvbbbvvvvv'),
      note: {
        it: 'Una fonte consiglia il giro ad anello da marzo a ottobre; nei periodi secchi il doppio salto si assottiglia, e nessuna fonte dice quando gela o resta a secco. Mese per mese è una nostra stima: la portata maggiore ce la aspettiamo tra maggio e luglio, con neve sciolta e piogge.',
        en: 'One source recommends the loop walk from March to October; in dry spells the twin drop thins, and no source says when it freezes or runs dry. The month-by-month picture is our estimate: we expect the most water from May to July, with snowmelt and rain.',
      },
      sources: ['S83', 'S7'],
    },
    transport: {
      options: [
        {
          mode: 'train',
          line: {
            it: 'Treno Colico–Chiavenna: nel 2025 la linea è rimasta chiusa dal 15 giugno al 14 settembre, e in un fine settimana di novembre i treni sono stati soppressi; controlla su Trenord lavori e bus sostitutivi',
            en: 'Colico–Chiavenna train: in 2025 the line was shut from 15 June to 14 September, and trains were cancelled one weekend in November; check Trenord for engineering works and replacement buses',
          },
          stop: { it: 'Chiavenna, capolinea', en: 'Chiavenna, the end of the line' },
          walk: {
            it: 'Circa 4 km quasi in piano sulla pista ciclabile da Chiavenna alle cascate, che si può fare anche a piedi.',
            en: 'About 4 km, mostly level, on the cycle path from Chiavenna to the falls, which can also be walked.',
          },
          sources: ['S83', 'S84', 'S160', 'S161', 'S162'],
        },
        {
          mode: 'bus',
          line: {
            it: 'Autopostale svizzero 90.604 Chiavenna–Pontresina (corse non frequenti)',
            en: 'Swiss PostBus 90.604 Chiavenna–Pontresina (not frequent)',
          },
          stop: { it: 'Borgonovo (Borgonuovo di Piuro)', en: 'Borgonovo (Borgonuovo di Piuro)' },
          walk: {
            it: 'Le fonti non descrivono il tratto dalla fermata alle cascate.',
            en: 'The sources do not describe the way from the stop to the falls.',
          },
          sources: ['S82', 'S84'],
        },
      ],
    },
    restsOn: [
      {
        field: 'strollerFriendly',
        text: {
          it: 'Nessuna fonte dice che con il passeggino si arriva al prato: lo deduciamo da fonti che descrivono un ampio prato accanto alla cascata, vicino ai parcheggi, con chiosco, panche e servizi igienici utilizzabili da tutti. Le scale iniziano oltre il prato.',
          en: 'No source says a stroller reaches the meadow: we infer it from sources describing a wide meadow beside the falls, near the car parks, with a kiosk, benches and toilets usable by everyone. The stairs begin beyond the meadow.',
        },
      },
    ],
    weatherArea: 'Piuro',
    coordinates: { lat: 46.3253, lon: 9.4316, basis: 'sourced', sources: ['S4it', 'S4en'] },
    sources: [
      'S1',
      'S2',
      'S3',
      'S4it',
      'S4en',
      'S5',
      'S6',
      'S7',
      'S8',
      'S82',
      'S83',
      'S84',
      'S85',
      'S86',
      'S160',
      'S161',
      'S162',
      'S174',
    ],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '2',
    name: { it: 'Cascate del Serio', en: 'Serio Falls' },
    location: { it: 'Valbondione, Val Seriana', en: 'Valbondione, Val Seriana' },
    province: 'Bergamo',
    difficulty: 'Medio',
    walk: {
      start: {
        it: 'Valbondione, nei parcheggi predisposti per i giorni di apertura',
        en: 'Valbondione, in the car parks set up for release days',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '45-60 minuti', en: '45-60 minutes' },
        basis: 'sourced',
        sources: ['S11', 'S12'],
        note: {
          it: "Dal paese all'osservatorio di Maslana, il punto di vista migliore.",
          en: 'From the village to the Maslana observatory, the best viewpoint.',
        },
      },
      climb: {
        metres: 400,
        basis: 'sourced',
        sources: ['S156'],
        note: {
          it: 'Circa 400 m di dislivello su mulattiere e sentieri, secondo una fonte del 2011, che non dice fino a quale punto di osservazione.',
          en: 'About 400 m of climb on mule tracks and paths, according to a 2011 source, which does not say to which viewpoint.',
        },
      },
    },
    height: {
      metres: 315,
      qualifier: { it: 'in tre salti', en: 'in three drops' },
      basis: 'sourced',
      sources: ['S9'],
      note: {
        it: 'Tre salti di 166, 74 e 75 m, secondo una misura del 1880.',
        en: 'Drops of 166, 74 and 75 m, according to a measurement made in 1880.',
      },
    },
    flow: 'Stagionale',
    type: 'Multi-livello',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'conditions', checked: SEARCHED },
    familyNote: {
      it: "Adatte alle famiglie, ma la mulattiera sale per quasi un'ora e nei giorni di apertura c'è molta gente. Durante il rilascio tieni i bambini lontani dal letto del fiume.",
      en: 'Suits families, but the mule track climbs for the best part of an hour and release days are crowded. During a release, keep children well away from the riverbed.',
    },
    description: {
      it: "Con 315 metri in tre salti sono tra le cascate più alte d'Italia, eppure per quasi tutto l'anno restano asciutte: dal 1931 la diga del Barbellino ne raccoglie l'acqua. In pochi giorni annunciati tra giugno e ottobre le paratoie si aprono per mezz'ora e il Serio torna a precipitare davanti a una folla di spettatori; dopo piogge eccezionali può saltare anche fuori calendario.",
      en: 'Dropping 315 m in three leaps, the Serio Falls are among the highest in Italy, yet for most of the year they are dry: since 1931 the Barbellino dam has captured their water. On a few announced days between June and October the gates open for half an hour and the river thunders down again in front of large crowds; after exceptional rain it can also run outside the calendar.',
    },
    howToGetThere: {
      it: "In auto si risale la Val Seriana fino a Valbondione, dove nei giorni di apertura si parcheggia nelle aree predisposte, a pagamento: arriva molto presto, perché nel 2025 i parcheggi erano pieni già al mattino presto. Dal paese la cascata non si vede: il punto di osservazione migliore è l'osservatorio floro-faunistico di Maslana, a circa 45-60 minuti a piedi per la frazione Grumetti e la mulattiera; in alternativa il sentiero CAI 305 verso il Rifugio Curò richiede circa un'ora e mezza.",
      en: 'By car, drive up the Val Seriana to Valbondione, where paid car parks are set up on release days: arrive very early, as in 2025 they were full early in the morning. The falls cannot be seen from the village: the best viewpoint is the Maslana flora and fauna observatory, about 45 to 60 minutes on foot via the hamlet of Grumetti and the old mule track; alternatively, CAI path 305 towards Rifugio Curò takes about an hour and a half.',
    },
    season: {
      it: 'La cascata corre di sicuro solo nei giorni di apertura fissati ogni anno, tra giugno e ottobre: controlla le date con Turismo Valbondione. Dopo piogge molto abbondanti il bacino di Valmorta può tracimare e il Serio salta anche fuori calendario, ma non si può prevedere.',
      en: 'The falls only run for certain on the release days set each year between June and October: check the dates with Turismo Valbondione. After very heavy rain the Valmorta basin can overflow and the Serio runs outside the calendar too, but that cannot be planned for.',
    },
    accessNotes: {
      it: "Nei giorni di apertura la cascata si vede anche dalle baite degli impianti di Lizzola, per esempio dal Rifugio Campel. Durante il rilascio il livello dell'acqua sale all'improvviso: resta lontano dall'alveo del fiume.",
      en: 'On release days the falls can also be seen from the huts of the Lizzola ski lifts, such as Rifugio Campel. During a release the water rises suddenly: keep well away from the riverbed.',
    },
    notices: [
      {
        kind: 'release-days',
        year: 2025,
        text: {
          it: "L'acqua scende solo nei giorni di apertura annunciati, per mezz'ora. Nel 2025: 15 giugno, 17 agosto, 14 settembre e 12 ottobre dalle 11 alle 11.30; 12 luglio di sera, dalle 22 alle 22.30, con i fari. Le date si annunciano ogni anno e possono cambiare: nel 2022 l'apertura serale fu spostata al pomeriggio.",
          en: 'The water only comes down on the announced release days, for half an hour. In 2025: 15 June, 17 August, 14 September and 12 October from 11:00 to 11:30, and 12 July in the evening, from 22:00 to 22:30, under floodlights. The dates are announced each year and can change: in 2022 the evening opening was moved to the afternoon.',
        },
        sources: ['S10', 'S76', 'S79'],
        card: {
          it: "Acqua solo nei giorni di apertura: 5 nel 2025, mezz'ora ciascuno",
          en: 'Water only on release days: 5 in 2025, half an hour each',
        },
      },
      {
        kind: 'fee',
        year: 2023,
        text: {
          it: 'Guardare la cascata è gratis. Nei giorni di apertura, nei parcheggi pubblici indicati il biglietto della sosta è obbligatorio per auto, camper, pullman e minibus, e chi non lo espone viene multato (così nel 2022 e nel 2023); si può comprare online, e nel 2023 il biglietto online garantiva il posto al centro sportivo arrivando entro le 8.30. La tariffa era di 5 euro nel 2015 e nel 2020; quella attuale non la conosciamo.',
          en: 'Watching the falls is free. On release days a parking ticket is compulsory in the designated public car parks, for cars, campers, coaches and minibuses, and a vehicle without one on display is fined (so in 2022 and 2023); tickets can be bought online, and in 2023 an online ticket guaranteed a space at the sports centre if you arrived by 8:30. The fee was €5 in 2015 and 2020; we do not know the current one.',
        },
        sources: ['S12', 'S78', 'S158', 'S157'],
      },
    ],
    months: {
      states: monthsFrom('lllllVVVVVll'),
      note: {
        it: 'Da giugno a ottobre la cascata corre solo nei giorni di apertura annunciati (nel 2025 uno al mese), e per il resto del mese è asciutta. Negli altri mesi non ci sono aperture e il letto resta asciutto, salvo dopo piogge eccezionali, come in un maggio molto piovoso: questi mesi sono una nostra stima.',
        en: 'From June to October the falls run only on the announced release days (one a month in 2025) and are dry for the rest of the month. In the other months there are no releases and the bed stays dry, except after exceptional rain, as in one very wet May: those months are our estimate.',
      },
      sources: ['S10', 'S75'],
    },
    transport: {
      options: [
        {
          mode: 'bus',
          line: {
            it: 'Autobus extraurbano SAB/ATB da Bergamo (autostazione) a Valbondione, con meno corse nei festivi',
            en: 'SAB/ATB regional bus from Bergamo bus station to Valbondione, with fewer runs on public holidays',
          },
          stop: {
            it: 'Valbondione (le fonti non indicano la fermata)',
            en: 'Valbondione (the sources do not name the stop)',
          },
          walk: {
            it: "Le fonti non descrivono il tratto dalla fermata; dal paese all'osservatorio di Maslana sono 45-60 minuti.",
            en: 'The sources do not describe the way from the stop; from the village to the Maslana observatory it is 45 to 60 minutes.',
          },
          sources: ['S80'],
        },
      ],
    },
    weatherArea: 'Valbondione',
    coordinates: { lat: 46.0617, lon: 10.0364, basis: 'sourced', sources: ['S9'] },
    sources: ['S9', 'S10', 'S11', 'S12', 'S13', 'S75', 'S76', 'S78', 'S79', 'S80', 'S156', 'S157', 'S158', 'S159'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '3',
    name: { it: 'Cascata del Cenghen', en: 'Cenghen Waterfall' },
    location: { it: 'Linzanico, Abbadia Lariana', en: 'Linzanico, Abbadia Lariana' },
    province: 'Lecco',
    difficulty: 'Medio',
    walk: {
      start: {
        it: 'Linzanico (Abbadia Lariana), parcheggio di via della Costituzione; il sentiero parte dal lavatoio',
        en: 'Linzanico (Abbadia Lariana), the car park in via della Costituzione; the path starts at the old wash-house',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '1,5 ore', en: '1.5 hours' },
        basis: 'estimate',
        sources: ['S14'],
        note: {
          it: "Una fonte indica circa un'ora; con i bambini conviene contare fino a un'ora e mezza.",
          en: 'One source gives about an hour; with children, allow up to an hour and a half.',
        },
      },
      climb: { metres: 340, basis: 'sourced', sources: ['S14'] },
    },
    height: { metres: 50, basis: 'sourced', sources: ['S15', 'S16'] },
    flow: 'Costante',
    type: 'A cascata',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'open', checked: SEARCHED },
    familyNote: {
      it: "Adatta alle famiglie con bambini abituati a camminare. L'ultimo tratto è stretto e un po' esposto: tieni i bambini vicini.",
      en: 'Suits families whose children are used to walking. The last stretch is narrow and somewhat exposed, so keep children close.',
    },
    description: {
      it: "Nei boschi alle spalle di Abbadia Lariana, il torrente Zerbo si fa strada attraverso un taglio nella roccia e si lancia per una cinquantina di metri in una vasca d'acqua chiara. Il sentiero, su vecchie mulattiere in pietra con scorci sul Lago di Como, è una classica gita di mezza giornata per famiglie con bambini già abituati a camminare.",
      en: 'In the woods behind Abbadia Lariana, the Zerbo stream forces its way through a cut in the rock and leaps about 50 m into a basin of clear water. The path follows old stone mule tracks with views of Lake Como, making a classic half-day outing for families whose children are already used to walking.',
    },
    howToGetThere: {
      it: "In auto si sale da Abbadia Lariana alla frazione Linzanico e si parcheggia nell'ampio parcheggio di via della Costituzione. Dal lavatoio della piazzetta si seguono i cartelli per la cascata passando per il nucleo di Calech; si può partire anche da Novegolo, dove d'estate la sosta è a pagamento. Per la sola andata servono da un'ora a un'ora e mezza circa.",
      en: 'By car, go up from Abbadia Lariana to the hamlet of Linzanico and use the large car park in via della Costituzione. From the old wash-house in the little square, follow the signs for the waterfall through the hamlet of Calech; you can also start from Novegolo, where parking is paid in summer. Allow roughly an hour to an hour and a half each way.',
    },
    season: {
      it: "Il sentiero si fa tutto l'anno. Primavera e autunno sono le stagioni più piacevoli; d'estate è quasi tutto all'ombra, ma molto frequentato. Dopo qualche giorno di pioggia il torrente è più ricco d'acqua, e pietre e fango diventano scivolosi.",
      en: 'The path can be walked all year. Spring and autumn are the most pleasant seasons; in summer it is almost all in the shade, but busy. After a few days of rain the stream runs fuller, and the stones and mud get slippery.',
    },
    accessNotes: {
      it: 'Il sentiero è segnalato da una trentina di cartelli e ha difficoltà escursionistica (E). Gradini di pietra, tratti fangosi e passaggi ripidi escludono il passeggino.',
      en: 'The path is marked by some thirty signs and is graded E (hiking). Stone steps, muddy stretches and steep passages rule out strollers.',
    },
    notices: [],
    months: {
      states: monthsFrom('vvbbbvvvvbbv'),
      note: {
        it: "Le fonti dicono che il giro si fa tutto l'anno e che d'estate il sentiero è quasi tutto all'ombra; nessuna fonte dice in quali mesi il torrente cala o gela. Mese per mese è una nostra stima: primavera e autunno ci sembrano i momenti migliori.",
        en: 'The sources say the walk can be done all year and that in summer the path is almost all shaded; none says in which months the stream drops or freezes. The month-by-month picture is our estimate: spring and autumn look like the best times to us.',
      },
      sources: ['S87', 'S89'],
    },
    transport: {
      options: [
        {
          mode: 'train',
          line: {
            it: 'Treno Lecco–Sondrio: nel 2025 la linea è rimasta chiusa dal 15 giugno al 14 settembre, e in due fine settimana d’autunno i treni sono stati sostituiti da autobus; controlla su Trenord lavori e bus sostitutivi',
            en: 'Lecco–Sondrio train: in 2025 the line was shut from 15 June to 14 September, and buses replaced the trains on two autumn weekends; check Trenord for engineering works and replacement buses',
          },
          stop: { it: 'Abbadia Lariana', en: 'Abbadia Lariana' },
          walk: {
            it: 'Dalla stazione si seguono i cartelli per la cascata (via della Quadra, oltre lo Zerbo, via San Rocco e Robbianico). Dalla stazione alla cascata e ritorno sono circa 6 km, 420 m di dislivello e 2 ore; si può anche proseguire fino alla stazione di Mandello del Lario.',
            en: 'From the station, follow the signs for the waterfall (via della Quadra, across the Zerbo, via San Rocco and Robbianico). From the station to the waterfall and back is about 6 km, 420 m of climb and 2 hours; you can also carry on to Mandello del Lario station.',
          },
          sources: ['S87', 'S88', 'S160', 'S161', 'S162'],
        },
      ],
    },
    restsOn: [
      {
        field: 'flow',
        text: {
          it: "Nessuna fonte misura la portata: una fonte dice che lo Zerbo scorre tutto l'anno ed è più ricco dopo la pioggia.",
          en: 'No source measures the flow: one source says the Zerbo runs all year and is fuller after rain.',
        },
      },
    ],
    weatherArea: 'Abbadia Lariana',
    coordinates: {
      lat: 45.9105,
      lon: 9.3445,
      basis: 'estimate',
      sources: [],
      note: {
        it: 'Non confrontata con una carta: le fonti danno solo la quota della cascata, circa 614 m. Può sbagliare di 1-2 km.',
        en: 'Not compared with a map: the sources give only the height above sea level of the fall, about 614 m. It may be 1-2 km out.',
      },
    },
    sources: ['S14', 'S15', 'S16', 'S17', 'S87', 'S88', 'S89', 'S90', 'S160', 'S161', 'S162'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '4',
    name: { it: 'Orrido di Bellano', en: 'Bellano Gorge' },
    location: { it: 'Bellano, Lago di Como', en: 'Bellano, Lake Como' },
    province: 'Lecco',
    difficulty: 'Facile',
    walk: {
      start: {
        it: 'Piazza San Giorgio a Bellano, accanto alla chiesa dei Santi Nazaro e Celso, dove c’è la biglietteria',
        en: 'Piazza San Giorgio in Bellano, by the church of Santi Nazaro e Celso, where the ticket office is',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '30 minuti', en: '30 minutes' },
        basis: 'estimate',
        sources: [],
        note: {
          it: 'Le fonti non danno un tempo. Dal centro alla biglietteria bastano pochi minuti; il resto è il percorso sulle passerelle.',
          en: 'The sources give no time. The ticket office is a few minutes from the centre; the rest is the walk along the walkways.',
        },
      },
    },
    height: {
      metres: 40,
      qualifier: { it: 'il salto più alto', en: 'the highest single drop' },
      basis: 'sourced',
      sources: ['S19'],
    },
    flow: 'Costante',
    type: 'Gola rocciosa',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'conditions', checked: SEARCHED },
    familyNote: {
      it: "Adatto anche ai bambini secondo il sito ufficiale; il percorso, però, ha scale e passerelle strette, e l'ingresso si raggiunge da un'ampia scalinata.",
      en: 'Suitable for children too, according to the official site; the route does have stairs and narrow walkways, though, and the entrance is up a wide stairway.',
    },
    description: {
      it: "Poco prima di sfociare nel Lago di Como, il Pioverna si infila in una forra stretta e profonda, tra vortici, marmitte e salti d'acqua fino a 40 metri. La si percorre su passerelle agganciate alle pareti, sospese sopra il torrente, allungate nel 2020 fino alla grande cascata superiore: una visita breve ma di grande effetto, che piace anche ai bambini. All'ingresso spicca la curiosa torre chiamata Cà del Diavol, dal 2022 un piccolo museo. È una meta molto visitata: 230.257 ingressi nel 2022, contro 137.468 nel 2021.",
      en: 'Just before it reaches Lake Como, the Pioverna squeezes through a deep, narrow gorge of whirlpools, potholes and drops of up to 40 m. You explore it on walkways fixed to the rock walls above the rushing water, extended in 2020 as far as the big upper fall: a short but dramatic visit that children enjoy too. By the entrance stands the curious tower known as the Cà del Diavol, a small museum since 2022. It is a busy place: 230,257 visits in 2022, against 137,468 in 2021.',
    },
    howToGetThere: {
      it: "In auto si arriva a Bellano dalla SS36. Lasciata l'auto in uno dei parcheggi del paese, si sale a piedi in pochi minuti a Piazza San Giorgio, accanto alla chiesa dei Santi Nazaro e Celso, dove c'è la biglietteria; l'ingresso dell'orrido è in via XXV Aprile ed è ben segnalato.",
      en: 'By car, Bellano is on the SS36. Park in one of the village car parks and walk a few minutes up to Piazza San Giorgio, beside the church of Santi Nazaro e Celso, where the ticket office is; the entrance to the gorge is in via XXV Aprile and well signed.',
    },
    season: {
      it: "Si visita tutto l'anno, ma secondo gli ultimi orari che conosciamo (2021) da novembre a marzo apre solo nei fine settimana. Negli ultimi inverni (2024-25 e 2025-26) c'è stato anche uno spettacolo di luci di Natale, molto frequentato. Le cascate interne dipendono dal tempo: dopo le piogge il fragore dell'acqua è al massimo.",
      en: 'It can be visited all year, but according to the latest hours we know (2021) it opens at weekends only from November to March. The last two winters (2024–25 and 2025–26) also brought a Christmas light show, which draws crowds. The inner falls depend on the weather: after rain the roar of the water is at its most impressive.',
    },
    accessNotes: {
      it: 'I cani sono ammessi; scale e passaggi stretti rendono il percorso inadatto ai passeggini. La visita dura circa 20-30 minuti. Il sito ufficiale, senza data, indica 5 euro per gli adulti, 3 euro dai 6 ai 12 anni e 4 euro a testa per i gruppi di oltre 15 persone; entrano gratis i bambini sotto i 6 anni, i residenti di Bellano e gli operatori sanitari con tesserino. La Cà del Diavol accoglie 8 persone alla volta. L’orrido può chiudere con poco preavviso, per sicurezza o per lavori: è successo dopo una caduta di sassi sulla passerella.',
      en: 'Dogs are allowed; stairs and narrow passages make the route unsuitable for strollers. The visit takes about 20 to 30 minutes. The official site, which carries no date, lists €5 for adults, €3 for ages 6 to 12 and €4 each for groups of more than 15; entry is free for children under 6, Bellano residents and health workers with their badge. The Cà del Diavol admits 8 people at a time. The gorge can close at short notice, for safety or for works: it has done so after stones fell onto the walkway.',
    },
    notices: [
      {
        kind: 'hours',
        year: 2021,
        text: {
          it: "Ingresso a pagamento, con orari stagionali; gli orari più recenti che abbiamo sono del 2021. Alla riapertura del 1° maggio 2021 l'orrido apriva 10-18 nei feriali e 9-19 nel fine settimana. Il sito ufficiale, in una pagina senza anno (il «lunedì 1° novembre» che cita fa pensare al 2021), indica: da giugno ad agosto dal lunedì al venerdì 10-19, sabato e domenica 9-20; a settembre e ottobre 10-18 nei feriali e 9-19 nel fine settimana; a novembre e dicembre solo nei fine settimana, 9-17 (e il 1° novembre). Da gennaio a marzo apriva solo nei fine settimana (così nel 2019).",
          en: 'Paid entry, with seasonal opening hours; the latest hours we have are from 2021. When it reopened on 1 May 2021, the gorge opened 10:00–18:00 on weekdays and 9:00–19:00 at weekends. The official site, on a page that gives no year (the "Monday 1 November" it mentions suggests 2021), lists: from June to August Monday to Friday 10:00–19:00, Saturday and Sunday 9:00–20:00; in September and October 10:00–18:00 on weekdays and 9:00–19:00 at weekends; in November and December at weekends only, 9:00–17:00 (and on 1 November). From January to March it opened at weekends only (so in 2019).',
        },
        sources: ['S18', 'S93', 'S94'],
        card: {
          it: 'Ingresso a pagamento; da novembre a marzo solo nei fine settimana (orari noti al 2021)',
          en: 'Paid entry; weekends only from November to March (hours as known in 2021)',
        },
      },
      {
        kind: 'hours',
        year: 2025,
        text: {
          it: "Inverno 2025-26: dal 6 dicembre 2025 l'orrido ospita «Orrido Magic Christmas Lights», con proiezioni sulla roccia, e l'illuminazione era prevista fino al 22 marzo 2026. L'edizione precedente aprì il 30 novembre 2024 e di solito lo spettacolo richiama circa 30.000 visitatori. Gli orari dello spettacolo 2025-26 non li abbiamo trovati, e potrebbero essere diversi dagli orari del 2021, anche di sera: controllali prima di partire.",
          en: 'Winter 2025–26: from 6 December 2025 the gorge hosts "Orrido Magic Christmas Lights", with projections on the rock, and the lighting was due to stay on until 22 March 2026. The previous edition opened on 30 November 2024, and the show usually draws about 30,000 visitors. We did not find the hours for the 2025–26 show, and they may differ from the 2021 hours, evenings included: check them before you go.',
        },
        sources: ['S166', 'S167'],
      },
    ],
    months: {
      states: monthsFrom('vvvvbbvvvbvv'),
      note: {
        it: "L'orrido è aperto tutto l'anno, ma da novembre a marzo solo nei fine settimana (orari noti al 2021); le cascate interne si vedono meglio nei periodi piovosi. Mese per mese è una nostra stima da queste indicazioni: nessuna fonte dice in quali mesi l'acqua è più abbondante.",
        en: 'The gorge is open all year, but only at weekends from November to March (hours as known in 2021); the inner falls are best seen in rainy spells. The month-by-month picture is our estimate from these facts: no source says in which months there is most water.',
      },
      sources: ['S18', 'S94', 'S97'],
    },
    transport: {
      options: [
        {
          mode: 'train',
          line: {
            it: 'Treno Milano–Lecco–Tirano: nel 2025 la linea è rimasta chiusa dal 15 giugno al 14 settembre, e in due fine settimana d’autunno i treni tra Lecco e Colico sono stati sostituiti da autobus; controlla su Trenord lavori e bus sostitutivi',
            en: 'Milan–Lecco–Tirano train: in 2025 the line was shut from 15 June to 14 September, and buses replaced the Lecco–Colico trains on two autumn weekends; check Trenord for engineering works and replacement buses',
          },
          stop: { it: 'Bellano', en: 'Bellano' },
          walk: {
            it: "L'ingresso dell'orrido, in via XXV Aprile 4, è ben segnalato per chi arriva a piedi dalla stazione; le fonti non danno il tempo.",
            en: 'The entrance to the gorge, at via XXV Aprile 4, is well signed for walkers coming from the station; the sources give no time.',
          },
          sources: ['S91', 'S160', 'S161', 'S162'],
        },
        {
          mode: 'boat',
          line: {
            it: 'Battelli rapidi sul Lago di Como: solo pochi fermano a Bellano',
            en: 'Fast boats on Lake Como: only a few call at Bellano',
          },
          stop: { it: 'Bellano', en: 'Bellano' },
          walk: {
            it: "Le fonti non descrivono il tratto dall'imbarcadero all'orrido.",
            en: 'The sources do not describe the way from the pier to the gorge.',
          },
          sources: ['S92'],
        },
      ],
    },
    restsOn: [
      {
        field: 'flow',
        text: {
          it: 'Wikipedia dà al Pioverna una portata media di circa 2,5 m³/s; le cascate interne, però, dipendono dal tempo e si vedono meglio nei periodi piovosi.',
          en: 'Wikipedia gives the Pioverna a mean flow of about 2.5 m³/s; the inner falls, though, depend on the weather and are best seen in rainy spells.',
        },
      },
    ],
    weatherArea: 'Bellano',
    coordinates: { lat: 46.0425, lon: 9.3051, basis: 'sourced', sources: ['S19'] },
    sources: [
      'S18',
      'S19',
      'S91',
      'S92',
      'S93',
      'S94',
      'S95',
      'S96',
      'S97',
      'S102',
      'S103',
      'S160',
      'S161',
      'S162',
      'S166',
      'S167',
      'S168',
      'S169',
    ],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '5',
    name: { it: 'Cascata della Troggia', en: 'Troggia Waterfall' },
    location: { it: 'Introbio, Valsassina', en: 'Introbio, Valsassina' },
    province: 'Lecco',
    difficulty: 'Facile',
    walk: {
      start: { it: 'Introbio, via Alla Cascata', en: 'Introbio, via Alla Cascata' },
      measure: 'oneWay',
      duration: {
        text: { it: '30 minuti', en: '30 minutes' },
        basis: 'sourced',
        sources: ['S21', 'S22'],
        note: { it: 'Fino al belvedere, in salita.', en: 'Uphill, to the viewpoint.' },
      },
    },
    height: { metres: 100, basis: 'sourced', sources: ['S24'] },
    flow: 'Abbondante',
    type: 'A cascata',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'conditions', checked: SEARCHED },
    familyNote: {
      it: 'Adatta alle famiglie solo fino al belvedere: la base della cascata è chiusa.',
      en: 'Suits families only as far as the viewpoint: the foot of the fall is closed.',
    },
    description: {
      it: 'Sopra il paese di Introbio, il torrente Troggia, che nasce dal Lago di Sasso sotto il Pizzo dei Tre Signori, si getta con un salto fragoroso di circa 100 metri. Ne scrisse già Leonardo da Vinci; oggi la base è chiusa per il rischio di crolli e lo spettacolo si ammira da un belvedere panoramico aperto nel 2011.',
      en: 'Above the village of Introbio, the Troggia stream, which rises in Lago di Sasso beneath Pizzo dei Tre Signori, plunges about 100 m in a thunderous fall. Leonardo da Vinci wrote about it; today the base is closed because of rockfall risk, and the fall is admired from a panoramic viewpoint opened in 2011.',
    },
    howToGetThere: {
      it: "In auto si sale in Valsassina sulla SP62 fino a Introbio. Da via Alla Cascata i cartelli indicano prima la Val Biandino e poi il belvedere: si segue a piedi la pista della Val Biandino (segnavia 40), tra sterrato e ripide rampe di cemento, e il belvedere è una breve deviazione, a circa mezz'ora di salita. Non salire in auto sulla pista: è chiusa ai veicoli non autorizzati. La cascata si vede anche dalla strada provinciale.",
      en: 'By car, drive up the Valsassina on the SP62 to Introbio. From via Alla Cascata, signs point first to Val Biandino and then to the belvedere (viewpoint): follow the Val Biandino track (waymark 40) on foot, a mix of dirt and steep concrete ramps, and the belvedere is a short detour, about half an hour uphill. Do not drive up the track: it is closed to unauthorised vehicles. The fall can also be seen from the provincial road.',
    },
    season: {
      it: "Il periodo migliore è la primavera, con lo scioglimento delle nevi, oppure dopo qualche giorno di pioggia. D'inverno il sentiero può essere ghiacciato o innevato.",
      en: 'Go in spring, during the snowmelt, or after a few days of rain. In winter the path may be icy or covered in snow.',
    },
    accessNotes: {
      it: 'La cascata si guarda solo dal belvedere, aperto nel 2011, oppure dalla strada provinciale. Alcune pagine, anche recenti, descrivono ancora il sentiero lungo il torrente fino alla base: è vietato, non seguirle.',
      en: 'The fall can be watched only from the viewpoint, opened in 2011, or from the provincial road. Some pages, even recent ones, still describe the streamside path to the foot of the fall: it is forbidden, so do not follow them.',
    },
    notices: [
      {
        kind: 'closure',
        year: 2020,
        text: {
          it: "È vietato risalire il torrente fino ai piedi della cascata, per il rischio di crolli: l'ordinanza del 2003, rinnovata nel 2020, chiude il sentiero con due cancelli e prevede controlli e multe. Un altro avviso, senza data, dice che il divieto resta in vigore con controlli ogni giorno, e che i sassi cadono anche per il passaggio di animali selvatici sui versanti.",
          en: 'Walking up the stream to the foot of the fall is forbidden because of rockfall risk: the 2003 order, renewed in 2020, closes the path with two gates, with checks and fines. Another notice, undated, says the ban is still in force with daily checks, and that stones also fall when wild animals cross the slopes above.',
        },
        sources: ['S21', 'S23', 'S163'],
        card: {
          it: 'Base della cascata chiusa per ordinanza: si guarda solo dal belvedere',
          en: 'The foot of the fall is closed by order: view it from the belvedere only',
        },
      },
      {
        kind: 'rule',
        year: 2020,
        text: {
          it: 'Dal 24 settembre 2020 la pista della Val Biandino è chiusa ai veicoli dalla sbarra in fondo a via alle Ville fino alla Bocca di Biandino, per la caduta di sassi vicino al primo ponte: passano solo i mezzi autorizzati dal Comune. Sali a piedi, non in auto.',
          en: 'Since 24 September 2020 the Val Biandino track has been closed to vehicles from the barrier at the end of via alle Ville up to Bocca di Biandino, because of rockfall near the first bridge: only vehicles authorised by the comune may use it. Walk up; do not drive.',
        },
        sources: ['S164'],
      },
      {
        kind: 'closure',
        year: 2022,
        text: {
          it: 'La strada della Val Biandino è stata chiusa più volte per frana, per esempio nel novembre 2022: informati prima di partire.',
          en: 'The Val Biandino road has been closed by landslides more than once, for example in November 2022: check before you set out.',
        },
        sources: ['S25'],
      },
    ],
    months: {
      states: monthsFrom('vvbbbvvvvbvv'),
      note: {
        it: 'Nessuna fonte dice in quali mesi la cascata cala o gela, e le pagine che consigliano il giro in ogni stagione descrivono il sentiero ora vietato. Mese per mese è una nostra stima: la portata maggiore ce la aspettiamo in primavera, con lo scioglimento delle nevi, e dopo qualche giorno di pioggia.',
        en: 'No source says in which months the fall drops or freezes, and the pages recommending the walk in every season describe the path that is now forbidden. The month-by-month picture is our estimate: we expect the most water in spring, with the snowmelt, and after a few days of rain.',
      },
      sources: [],
    },
    transport: {
      options: [
        {
          mode: 'bus',
          line: {
            it: 'Autobus D35 Lecco–Taceno–Premana, in Valsassina; nel 2024 alcune corse domenicali sono state tagliate',
            en: 'D35 bus Lecco–Taceno–Premana, up the Valsassina; some Sunday runs were cut in 2024',
          },
          stop: {
            it: 'Introbio (le fonti non indicano la fermata)',
            en: 'Introbio (the sources do not name the stop)',
          },
          walk: {
            it: 'Le fonti non descrivono il tratto dalla fermata a via Alla Cascata.',
            en: 'The sources do not describe the way from the stop to via Alla Cascata.',
          },
          sources: ['S98', 'S99'],
        },
      ],
    },
    weatherArea: 'Introbio',
    coordinates: { lat: 45.9775, lon: 9.4575, basis: 'estimate', sources: [], note: ESTIMATED_POSITION },
    sources: ['S21', 'S22', 'S23', 'S24', 'S25', 'S98', 'S99', 'S100', 'S101', 'S163', 'S164'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '6',
    name: { it: 'Cascate della Val Vertova', en: 'Val Vertova Waterfalls' },
    alsoKnownAs: ['Cascata della Val de Grue'],
    location: { it: 'Vertova, Val Seriana', en: 'Vertova, Val Seriana' },
    province: 'Bergamo',
    difficulty: 'Facile',
    walk: {
      start: {
        it: 'Imbocco della valle al punto ristoro GAV di Cà Roset, a piedi dai parcheggi indicati su vallevertova.it',
        en: 'The mouth of the valley at the GAV refreshment point at Cà Roset, on foot from the car parks listed on vallevertova.it',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '50 minuti', en: '50 minutes' },
        basis: 'sourced',
        sources: ['S30'],
        note: { it: 'Lungo il sentiero CAI 527, accanto al torrente.', en: 'Along CAI path 527, beside the stream.' },
      },
    },
    height: {
      metres: 5,
      qualifier: { it: 'ogni salto', en: 'each drop' },
      basis: 'estimate',
      sources: ['S32b1'],
      note: {
        it: 'Nessuna fonte dà una misura: descrivono cascatelle di pochi metri, alcune alte quanto una persona. I 5 m sono una nostra stima.',
        en: 'No source gives a measurement: they describe little falls a few metres high, some about the height of a person. The 5 m is our estimate.',
      },
    },
    flow: 'Costante',
    type: 'Naturale',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'conditions', checked: SEARCHED },
    familyNote: {
      it: "Adatta alle famiglie con bambini sicuri sui sassi: ci sono guadi e tratti sassosi. Nei giorni fissati ogni anno serve il biglietto, e con l'allerta meteo arancione o rossa oltre Cà Roset non si passa.",
      en: 'Suits families whose children are sure-footed on stones: there are fords and stony stretches. A ticket is needed on the days set each year, and during an orange or red weather alert you cannot go beyond Cà Roset.',
    },
    description: {
      it: "Più che un'unica grande cascata, la Val Vertova offre una sequenza di piccoli salti d'acqua, gole e vasche color smeraldo levigate dal torrente, le cosiddette marmitte dei giganti. Il sentiero corre all'ombra lungo l'acqua ed è molto frequentato nelle giornate calde, tanto che nei giorni di punta l'ingresso è a pagamento e a numero chiuso. Dopo una frana la valle è rimasta chiusa dal settembre 2023 al maggio 2025.",
      en: "Rather than one big waterfall, Val Vertova offers a chain of small cascades, narrow gorges and emerald pools polished by the stream, known as giants' kettles. The shady path follows the water and is very busy on hot days, so much so that on peak days entry is paid and numbers are capped. After a landslide the valley was closed from September 2023 to May 2025.",
    },
    howToGetThere: {
      it: "In auto si raggiunge Vertova, in media Val Seriana, e si parcheggia in una delle aree indicate su vallevertova.it. A piedi si arriva all'imbocco della valle, al punto ristoro GAV di Cà Roset, poi si segue il sentiero CAI 527 lungo il torrente: una cinquantina di minuti. Dopo una frana la strada d'accesso, via Cinque Martiri, può essere chiusa anche a chi va a piedi.",
      en: 'By car, drive to Vertova in the middle Val Seriana and use one of the car parks listed on vallevertova.it. Walk to the mouth of the valley at the GAV refreshment point at Cà Roset, then follow CAI path 527 beside the stream for about 50 minutes. After a landslide the access road, via Cinque Martiri, can be shut even to walkers.',
    },
    season: {
      it: "Da fine primavera a fine estate la valle resta fresca e ombreggiata anche nelle giornate più calde; merita anche in autunno e d'inverno. Dopo un inverno molto secco, però, le pozze possono restare senz'acqua.",
      en: 'From late spring to late summer the valley stays cool and shady even on the hottest days; it is worth a visit in autumn and winter too. After a very dry winter, though, the pools can be left without water.',
    },
    accessNotes: {
      it: 'Tutto il percorso è a rischio di caduta sassi e si percorre a proprio rischio; i cartelli segnalano i punti più esposti. Prezzi, giorni con biglietto, orari e parcheggi sono su vallevertova.it: controllali prima di partire, insieme all’allerta meteo.',
      en: 'The whole route is at risk of rockfall and you walk it at your own risk; signs mark the most exposed spots. Prices, ticket days, hours and car parks are on vallevertova.it: check them before you go, along with the weather alerts.',
    },
    notices: [
      {
        kind: 'rule',
        year: 2025,
        text: {
          it: "Dalla riapertura del 3 maggio 2025, oltre la baita Cà Roset il sentiero è vietato a tutti quando è in vigore un'allerta meteo arancione o rossa: un semaforo all'ex porcilaia diventa rosso da solo durante l'allerta. Lungo tutto il percorso c'è rischio geologico e si cammina a proprio rischio.",
          en: 'Since the reopening on 3 May 2025, the path beyond the Cà Roset hut is closed to everyone whenever an orange or red weather alert is in force: a traffic light at the former pigsty (ex porcilaia) turns red by itself during an alert. The whole route is at geological risk, and you walk it at your own risk.',
        },
        sources: ['S150'],
        card: {
          it: 'Oltre Cà Roset vietato con allerta meteo arancione o rossa; biglietto nei giorni fissati ogni anno',
          en: 'No entry beyond Cà Roset in orange or red weather alerts; ticket needed on the days set each year',
        },
      },
      {
        kind: 'booking',
        year: 2025,
        text: {
          it: "Prezzi 2025: 4 euro a persona, 1,50 euro sotto i 18 anni, gratis sotto gli 8 anni e per le persone con disabilità e i loro accompagnatori; il pass si compra su vallevertova.it o a un totem. Il biglietto serve solo nei giorni che il Comune fissa ogni anno: nel 2022 e nel 2023 erano le domeniche di maggio, i fine settimana e i festivi di giugno, tutti i giorni di luglio e agosto e i fine settimana di settembre, e nell'estate 2025 si contano circa 40.000 ingressi pagati nei giorni con biglietto. Il calendario 2025 non l'abbiamo trovato: controlla quello dell'anno su vallevertova.it. Il regolamento, senza data, ammette al massimo 1.400 ingressi al giorno.",
          en: '2025 prices: €4 per person, €1.50 under 18, free under 8 and for disabled visitors and their companions; the pass is sold on vallevertova.it or at a ticket machine. A ticket is needed only on the days the comune sets each year: in 2022 and 2023 these were Sundays in May, weekends and holidays in June, every day in July and August, and weekends in September, and summer 2025 counted about 40,000 paid entries on the days a ticket applied. We did not find the 2025 calendar: check the year’s calendar on vallevertova.it. The regulation, which is undated, allows at most 1,400 entries a day.',
        },
        sources: ['S150', 'S151', 'S27', 'S152', 'S26'],
      },
      {
        kind: 'closure',
        year: 2025,
        text: {
          it: "La valle è stata chiusa dal settembre 2023 al 3 maggio 2025, per tutta la stagione 2024, dopo la frana in località Clacchei (Val de Gru, Gazzaniga): il divieto valeva anche a piedi, e nell'estate 2024 si poteva arrivare solo alla fine della strada asfaltata, al punto ristoro Verzeroli. Può chiudere di nuovo: controlla vallevertova.it prima di partire.",
          en: 'The valley was closed from September 2023 to 3 May 2025, the whole 2024 season included, after the landslide at Clacchei (Val de Gru, Gazzaniga): the ban applied on foot too, and in summer 2024 walkers could go only to the end of the asphalt road, at the Verzeroli refreshment point. It can close again: check vallevertova.it before you set out.',
        },
        sources: ['S152', 'S153', 'S154', 'S150'],
      },
      {
        kind: 'closure',
        year: 2024,
        text: {
          it: "Via Cinque Martiri, la strada per la valle, era chiusa al traffico dal 1° marzo al 31 ottobre nel 2022; a marzo 2024 un'ordinanza l'ha chiusa a tutti i veicoli. Dopo una frana è stata chiusa anche ai pedoni, dall'incrocio della Malvezza.",
          en: 'Via Cinque Martiri, the road to the valley, was closed to traffic from 1 March to 31 October in 2022; in March 2024 an order closed it to all vehicles. After a landslide it was closed to pedestrians too, from the Malvezza junction.',
        },
        sources: ['S27', 'S153', 'S155'],
      },
    ],
    months: {
      states: monthsFrom('vvvvbbbbbvvv'),
      note: {
        it: "Le fonti descrivono la valle come meta fresca e ombreggiata nelle giornate calde e la raccontano anche d'inverno; dopo un inverno senza neve né pioggia le pozze sono rimaste a secco, perché il torrente risente delle condizioni di circa un anno prima. Mese per mese è una nostra stima.",
        en: 'The sources describe the valley as a cool, shady place on hot days, and write about it in winter too; after a winter without snow or rain the pools ran dry, because the stream reflects conditions of about a year earlier. The month-by-month picture is our estimate.',
      },
      sources: ['S32b1', 'S104'],
    },
    transport: {
      options: [
        {
          mode: 'bus',
          line: {
            it: "Tram TEB Bergamo–Albino, poi autobus SAB per l'alta valle (le fonti non confermano la linea fino a Vertova)",
            en: 'TEB tram Bergamo–Albino, then SAB bus up the valley (the sources do not confirm the line to Vertova)',
          },
          stop: {
            it: 'Albino, per il cambio; a Vertova la fermata non è indicata',
            en: 'Albino, to change; the stop in Vertova is not named',
          },
          walk: {
            it: "Dal parcheggio dell'ex stazione di Vertova a Cà Roset sono circa 3,5 km a piedi per via Cinque Martiri.",
            en: "From the car park at Vertova's former station it is about 3.5 km on foot along via Cinque Martiri to Cà Roset.",
          },
          sources: ['S108', 'S109'],
        },
      ],
    },
    restsOn: [
      {
        field: 'flow',
        text: {
          it: "Nessuna fonte misura la portata: il valore «Costante» è una nostra valutazione da una fonte che descrive le cascatelle anche d'inverno e da un articolo che dice il torrente alimentato da sorgenti profonde. Lo stesso articolo racconta però che dopo un inverno senza neve né pioggia le pozze sono rimaste completamente a secco: costante, quindi, non vuol dire che l'acqua ci sia sempre.",
          en: 'No source measures the flow: "Constant" is our judgement from a source describing the little falls in winter too, and from an article saying the stream is fed by deep springs. The same article reports, though, that after a winter without snow or rain the pools ran completely dry: so constant does not mean there is always water.',
        },
      },
      {
        field: 'height',
        text: {
          it: "Nessuna fonte misura i salti: l'altezza indicata è una nostra stima da descrizioni di cascatelle alte quanto una persona.",
          en: 'No source measures the drops: the height shown is our estimate from descriptions of little falls about the height of a person.',
        },
      },
    ],
    weatherArea: 'Vertova',
    coordinates: { lat: 45.83, lon: 9.833, basis: 'estimate', sources: [], note: ESTIMATED_POSITION },
    sources: [
      'S150',
      'S151',
      'S152',
      'S153',
      'S154',
      'S155',
      'S26',
      'S27',
      'S29',
      'S30',
      'S32',
      'S32b1',
      'S104',
      'S105',
      'S107',
      'S108',
      'S109',
    ],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '7',
    name: { it: 'Cascata Fermona', en: 'Fermona Waterfall' },
    alsoKnownAs: ['Cascate di Ferrera'],
    location: { it: 'Ferrera di Varese', en: 'Ferrera di Varese' },
    province: 'Varese',
    difficulty: 'Medio',
    walk: {
      start: {
        it: 'Ferrera di Varese, vicino alla chiesa e a via Cesare Battisti (pochi posti auto in paese)',
        en: 'Ferrera di Varese, near the church and via Cesare Battisti (few parking spaces in the village)',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '15 minuti', en: '15 minutes' },
        basis: 'estimate',
        sources: ['S36', 'S34'],
        note: {
          it: 'Il sentiero è lungo circa 300 m, ma è ripido e ha scale metalliche.',
          en: 'The path is about 300 m long, but it is steep and has metal stairs.',
        },
      },
    },
    height: {
      metres: 30,
      basis: 'sourced',
      sources: ['S37', 'S36'],
      note: { it: 'Le fonti indicano tra 27 e 30 m.', en: 'The sources give between 27 and 30 m.' },
    },
    flow: 'Costante',
    type: 'A cascata',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'conditions', checked: SEARCHED },
    familyNote: {
      it: "Adatta alle famiglie sul sentiero e sulla piattaforma panoramica; l'area sotto la cascata è chiusa.",
      en: 'Suits families on the path and the viewing platform; the ground beneath the fall is closed.',
    },
    description: {
      it: 'Il torrente Margorabbia scompare nelle grotte di Cunardo e, poco più a valle, riaffiora per gettarsi con un salto di circa 30 metri in una forra di calcare rivestita di felci. Una scala in acciaio e una piattaforma panoramica portano vicino alla cascata e al laghetto verde che la raccoglie, in un angolo umido e rigoglioso delle colline varesine.',
      en: 'The Margorabbia stream disappears into the Cunardo caves and, a little further on, reappears to leap about 30 m into a fern-covered limestone gorge. A steel staircase and a viewing platform bring you close to the fall and the green pool that catches it, in a damp, lush corner of the hills around Varese.',
    },
    howToGetThere: {
      it: "In auto, da Varese si sale per la Valganna fino a Cunardo e si prosegue per Ferrera di Varese. Una fonte del 2022 indica un parcheggio gratuito in via Battisti, accanto al bar trattoria La Cascata e al parco giochi; per il resto i posti in paese sono pochi, non lasciare l'auto lungo le strade: nell'estate 2025 la polizia locale ha multato le auto parcheggiate fuori posto. Dal centro, vicino alla chiesa e a via Cesare Battisti, le indicazioni portano alla cascata in circa 300 metri. In bici ci si arriva dalla ciclabile Valcuvia–Valganna.",
      en: 'By car, from Varese head up the Valganna to Cunardo and on to Ferrera di Varese. A 2022 source names a free car park in via Battisti, next to the La Cascata bar and restaurant and the playground; otherwise parking in the village is scarce, so do not leave the car along the roads: in summer 2025 the local police fined cars parked where they should not be. From the centre, near the church and via Cesare Battisti, signs lead to the fall in about 300 m. By bike, it can be reached from the Valcuvia–Valganna cycle path.',
    },
    season: {
      it: 'Primavera ed estate sono le stagioni migliori, ma nei fine settimana estivi il posto è molto affollato: meglio scegliere un giorno feriale.',
      en: 'Spring and summer are the best seasons, but summer weekends get very crowded, so a weekday is a better choice.',
    },
    accessNotes: {
      it: 'Il sentiero, rifatto nel 2021 con scale e parapetti in acciaio, è breve ma ripido: si scende per una scala in ferro e non è adatto ai passeggini. Con il passeggino si arriva, su un percorso in gran parte asfaltato, alla piccola prima cascata di Ferrera, alta quasi 3 m. Si guarda la Fermona dal sentiero e dalla piattaforma, senza scendere alla pozza.',
      en: 'The path, rebuilt in 2021 with steel stairs and railings, is short but steep: it goes down an iron staircase and is unsuitable for strollers. A stroller can reach the small first Ferrera fall, almost 3 m high, on a mostly asphalted path. Watch the Fermona from the path and the platform, without going down to the pool.',
    },
    notices: [
      {
        kind: 'closure',
        year: 2025,
        text: {
          it: "L'area sotto la cascata è stata chiusa più volte con ordinanza per la caduta di sassi e tronchi (agosto 2020, agosto 2022, agosto 2024) e di nuovo dal 2 luglio 2025.",
          en: 'The ground beneath the fall has been closed by order several times because of falling rocks and logs (August 2020, August 2022, August 2024) and again from 2 July 2025.',
        },
        sources: ['S33'],
        card: {
          it: 'Zona sotto la cascata vietata per ordinanza dal 2 luglio 2025',
          en: 'The ground beneath the fall is closed by order from 2 July 2025',
        },
      },
      {
        kind: 'rule',
        year: 2025,
        text: {
          it: "Fare il bagno non è consentito, e l'ordinanza affissa all'ingresso nel 2025 vieta anche i picnic. Il cartello di avviso segnala due rischi: la caduta di sassi e tronchi e le ondate improvvise dovute a due centrali idroelettriche sul Margorabbia. I parcheggi sono pochi: non lasciare l'auto lungo le strade, perché nei primi fine settimana dell'estate 2025 la polizia locale ha intensificato i controlli e multato le auto in sosta in paese.",
          en: 'Swimming is not allowed, and the order posted at the entrance in 2025 also bans picnics. The warning sign names two risks: falling rocks and logs, and sudden surges from two hydroelectric plants on the Margorabbia. Parking is scarce: do not leave the car along the roads, because in the first weekends of summer 2025 the local police stepped up checks and fined cars parked in the village.',
        },
        sources: ['S35', 'S111', 'S165'],
      },
    ],
    months: {
      states: monthsFrom('vvvBBBBBvvvv'),
      note: {
        it: "Una guida consiglia primavera ed estate; la portata varia con la siccità e con le piogge. Gli altri mesi sono una nostra stima: d'estate, inoltre, l'area sotto la cascata è stata più volte chiusa.",
        en: 'A guide recommends spring and summer; the flow varies with drought and rain. The other months are our estimate; in summer, too, the ground beneath the fall has been closed several times.',
      },
      sources: ['S112', 'S114'],
    },
    transport: {
      options: [],
      note: {
        it: 'Le fonti consultate non indicano autobus né treni per Ferrera di Varese; una guida dice che ci si arriva solo in auto. In bici ci si arriva dalla ciclabile Valcuvia–Valganna, che scende poi verso Luino.',
        en: 'The sources we used name no bus or train for Ferrera di Varese; one guide says the car is the only way. By bike, it lies on the Valcuvia–Valganna cycle path, which runs on down towards Luino.',
      },
    },
    restsOn: [
      {
        field: 'flow',
        text: {
          it: 'Nessuna fonte misura la portata: il Margorabbia riaffiora dalle grotte di Cunardo poco a monte, e una fonte dice che la sua portata varia con la siccità e con le piogge.',
          en: 'No source measures the flow: the Margorabbia re-emerges from the Cunardo caves just upstream, and one source says its flow varies with drought and rain.',
        },
      },
    ],
    weatherArea: 'Ferrera di Varese',
    coordinates: { lat: 45.937, lon: 8.787, basis: 'estimate', sources: [], note: ESTIMATED_POSITION },
    sources: ['S33', 'S34', 'S35', 'S36', 'S37', 'S38', 'S111', 'S112', 'S113', 'S114', 'S165'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '8',
    name: { it: 'Orrido e cascata di Nesso', en: 'Nesso Gorge and Falls' },
    alsoKnownAs: ['Orrido di Nesso'],
    location: { it: 'Nesso, Lago di Como', en: 'Nesso, Lake Como' },
    province: 'Como',
    difficulty: 'Medio',
    walk: {
      start: {
        it: 'Piazza Castello a Nesso, dove si guarda la gola dall’alto (pochissimi posti: meglio parcheggiare lungo la provinciale)',
        en: 'Piazza Castello in Nesso, where you look down into the gorge (very few spaces: better to park along the main road)',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '15-20 minuti', en: '15-20 minutes' },
        basis: 'estimate',
        sources: [],
        note: {
          it: 'Per la discesa fino al Ponte della Civera; il ritorno è tutto in salita e richiede più tempo.',
          en: 'For the way down to the Ponte della Civera; the return is all uphill and takes longer.',
        },
      },
    },
    height: {
      metres: 200,
      qualifier: { it: 'dislivello totale fino al lago', en: 'total drop to the lake' },
      basis: 'sourced',
      sources: ['S39'],
      note: {
        it: 'Non è un salto unico: è il dislivello complessivo dall’alto delle cascate al lago.',
        en: 'Not a single leap: it is the whole drop from the top of the falls to the lake.',
      },
    },
    flow: 'Abbondante',
    type: 'Gola rocciosa',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'open', checked: SEARCHED },
    familyNote: {
      it: 'Va bene per le famiglie che se la sentono di scendere alcune centinaia di gradini e di risalirli. La vista dall’alto, da Piazza Castello, non richiede di camminare.',
      en: 'Suits families who are happy to go down several hundred steps and climb back up. The view from above, from Piazza Castello, needs no walking at all.',
    },
    description: {
      it: "Nel centro di Nesso due torrenti, il Tuf e il Nosè, si incontrano e corrono verso il lago dentro una gola stretta che attraversa il paese, con un dislivello complessivo di circa 200 metri. Dalla piazza in alto si guarda dritto nell'orrido; in basso, il ponte medievale della Civera regala la vista più fotografata, tra l'acqua che precipita e il lago.",
      en: 'In the middle of Nesso, the Tuf and Nosè streams meet and rush towards the lake through a narrow gorge that runs right through the village, a drop of about 200 m in all. From the square at the top you look straight down into it; at the bottom, the medieval Civera bridge gives the most photographed view, between the falling water and the lake.',
    },
    howToGetThere: {
      it: "In auto si percorre la SP583 Lariana da Como in direzione Bellagio fino a Nesso. In Piazza Castello i posti sono pochissimi: meglio parcheggiare lungo la provinciale e proseguire a piedi. Dopo il colpo d'occhio dall'alto, una lunga scalinata tra le case scende in 15-20 minuti al Ponte della Civera, in riva al lago.",
      en: 'By car, take the SP583 lakeside road from Como towards Bellagio as far as Nesso. Piazza Castello has very few spaces, so park along the main road and walk. After the view from above, a long stairway between the houses leads down to the Ponte della Civera on the shore in 15 to 20 minutes.',
    },
    season: {
      it: "Merita tutto l'anno, e soprattutto in primavera e in autunno; dopo piogge abbondanti nella gola scorre più acqua.",
      en: 'It is worth a visit all year, especially in spring and autumn; after heavy rain more water pours through the gorge.',
    },
    accessNotes: {
      it: "La discesa al ponte conta alcune centinaia di gradini (le fonti vanno da circa 270 a oltre 340) e il ritorno è tutto in salita: niente passeggino e un po' di fiato per la risalita.",
      en: 'The way down to the bridge has several hundred steps (sources range from about 270 to over 340) and the return is all uphill, so leave the stroller behind and save some breath for the climb back.',
    },
    notices: [
      {
        kind: 'closure',
        year: 2023,
        text: {
          it: 'La SP583 Lariana, la strada per Nesso, si chiude a volte per la caduta di massi: il 30 aprile 2023 è rimasta chiusa per circa 12 ore al confine tra Nesso e Lezzeno. Dopo forti piogge informati sulla strada prima di partire.',
          en: 'The SP583 lakeside road to Nesso is sometimes closed by falling rocks: on 30 April 2023 it was shut for about 12 hours at the border between Nesso and Lezzeno. After heavy rain, check the road before you set out.',
        },
        sources: ['S173'],
      },
    ],
    months: {
      states: monthsFrom('vvbBBvvvBBbv'),
      note: {
        it: "Una guida dice che l'orrido merita tutto l'anno e soprattutto in primavera e in autunno; aprile, maggio, settembre e ottobre vengono da lì. Gli altri mesi sono una nostra stima.",
        en: 'A guide says the gorge is worth a visit all year, and above all in spring and autumn; April, May, September and October come from there. The other months are our estimate.',
      },
      sources: ['S118'],
    },
    transport: {
      options: [
        {
          mode: 'bus',
          line: {
            it: 'Autobus ASF C30 Como–Bellagio, spesso affollato; dal 2024 con coincidenza a Nesso per il C32',
            en: 'ASF bus C30 Como–Bellagio, often crowded; since 2024 with a connection at Nesso for the C32',
          },
          stop: { it: 'Nesso, sulla provinciale (Piazza Castello)', en: 'Nesso, on the main road (Piazza Castello)' },
          walk: {
            it: 'Da Piazza Castello una lunga scalinata scende tra le case fino al Ponte della Civera: le fonti contano da circa 270 a oltre 340 gradini.',
            en: 'From Piazza Castello a long stairway leads down between the houses to the Ponte della Civera: sources count from about 270 to over 340 steps.',
          },
          sources: ['S115', 'S116', 'S117', 'S39', 'S40', 'S41'],
        },
        {
          mode: 'boat',
          line: {
            it: 'Battelli del Lago di Como: non tutte le corse fermano a Nesso, controlla gli orari stagionali',
            en: 'Lake Como boats: not every boat calls at Nesso, so check the seasonal timetable',
          },
          stop: { it: 'Nesso, pontile', en: 'Nesso pier' },
          walk: {
            it: 'Dal pontile vicoli e scalette portano in breve al Ponte della Civera.',
            en: 'From the pier, alleys and steps soon bring you to the Ponte della Civera.',
          },
          sources: ['S115'],
        },
      ],
    },
    restsOn: [
      {
        field: 'flow',
        text: {
          it: 'Nessuna fonte misura la portata: nella gola si uniscono due torrenti, il Tuf e il Nosè, e dopo piogge abbondanti scorre più acqua.',
          en: 'No source measures the flow: two streams, the Tuf and the Nosè, meet in the gorge, and more water pours through after heavy rain.',
        },
      },
    ],
    weatherArea: 'Nesso',
    coordinates: { lat: 45.9102, lon: 9.1555, basis: 'sourced', sources: ['S39'] },
    sources: ['S39', 'S40', 'S41', 'S115', 'S116', 'S117', 'S118', 'S173'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '9',
    name: { it: 'Cascata della Vallategna', en: 'Vallategna Waterfall' },
    location: { it: 'Asso, Vallassina', en: 'Asso, Vallassina' },
    province: 'Como',
    difficulty: 'Facile',
    walk: {
      start: {
        it: 'Parco della Cascata Vallategna, via Brusa ad Asso, vicino alla stazione di Canzo-Asso',
        en: 'The Vallategna waterfall park, via Brusa in Asso, near Canzo-Asso station',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '5 minuti', en: '5 minutes' },
        basis: 'estimate',
        sources: [],
        note: {
          it: 'Dalla stazione o dai parcheggi vicini: le fonti dicono solo che il parco è a pochi minuti a piedi.',
          en: 'From the station or the nearby car parks: the sources only say the park is a few minutes on foot.',
        },
      },
    },
    height: { metres: 30, basis: 'sourced', sources: ['S42', 'S43'] },
    flow: 'Costante',
    type: 'A velo',
    familyFriendly: true,
    strollerFriendly: true,
    status: { state: 'open', checked: SEARCHED },
    familyNote: {
      it: 'Adatta alle famiglie: ai piedi della cascata c’è un piccolo parco con prato e panchine, separato dalla strada.',
      en: 'Suits families: at the foot of the fall there is a small park with a lawn and benches, set apart from the road.',
    },
    description: {
      it: 'Al confine tra Asso e Canzo, in Vallassina, il torrente Foce si stacca da una rupe a strapiombo e cade per circa 30 metri, frantumandosi in schiuma sulle rocce. A lungo nascosta dietro vecchi edifici industriali, dal settembre 2024 la cascata fa da sfondo a un piccolo parco comunale con prato e panchine, comodo da raggiungere anche in treno.',
      en: 'On the border between Asso and Canzo, in the Vallassina, the Foce stream springs from an overhanging cliff and falls about 30 m, shattering into foam on the rocks. Long hidden behind old industrial buildings, since September 2024 it has been the backdrop to a small municipal park with a lawn and benches, easy to reach by train.',
    },
    howToGetThere: {
      it: "In auto si segue la SP41 della Vallassina fino ad Asso: l'ingresso del parco è in via Brusa, e si può cercare posto nei dintorni della stazione di Canzo-Asso, a pochi minuti a piedi.",
      en: "By car, follow the SP41 Vallassina road to Asso: the park entrance is in via Brusa, and you can look for a parking space around Canzo-Asso station, a few minutes' walk away.",
    },
    season: {
      it: 'Secondo noi merita in ogni stagione: ci aspettiamo più acqua dopo la pioggia e, nelle giornate più fredde, un po’ di ghiaccio intorno al salto.',
      en: 'In our view it is worth a visit in any season: we expect more water after rain and, in hard frosts, some ice around the drop.',
    },
    accessNotes: {
      it: 'Il parco è stato inaugurato il 28 settembre 2024: è recintato e separato dalla strada, con un prato, panchine in pietra e una gradinata ad anfiteatro davanti alla vasca. Non abbiamo trovato orari di apertura né tariffe pubblicati: informati presso il Comune di Asso.',
      en: 'The park opened on 28 September 2024: it is fenced and set apart from the road, with a lawn, stone benches and stepped, amphitheatre-style seating facing the pool. We could not find published opening hours or fees, so check with the Comune di Asso.',
    },
    notices: [],
    months: {
      states: monthsFrom('vvvbbvvvvbbv'),
      note: {
        it: "Nessuna fonte dice in quali mesi la cascata è più ricca. Mese per mese è tutta una nostra stima: ci aspettiamo più acqua dopo le piogge di primavera e d'autunno, e d'inverno un po' di ghiaccio intorno al salto, con l'acqua che continua a scorrere.",
        en: 'No source says in which months the fall carries most water. The month-by-month picture is entirely our estimate: we expect more water after spring and autumn rain, and in winter some ice around the drop while the water keeps running.',
      },
      sources: [],
    },
    transport: {
      options: [
        {
          mode: 'train',
          line: { it: 'Treno Trenord Milano–Asso', en: 'Trenord Milan–Asso train' },
          stop: { it: 'Canzo-Asso', en: 'Canzo-Asso' },
          walk: {
            it: "Il parco è vicino alla stazione, a pochi minuti a piedi. Il progetto prevedeva un percorso pedonale protetto dalla stazione all'ingresso: non sappiamo se sia stato realizzato.",
            en: 'The park is close to the station, a few minutes on foot. The project included a protected footpath from the station to the entrance; we do not know whether it was built.',
          },
          sources: ['S119', 'S45'],
        },
        {
          mode: 'bus',
          line: { it: 'Autobus C136 Asso–Bellagio', en: 'C136 bus Asso–Bellagio' },
          stop: { it: 'Asso (le fonti non indicano la fermata)', en: 'Asso (the sources do not name the stop)' },
          walk: {
            it: 'Le fonti non descrivono il tratto dalla fermata al parco.',
            en: 'The sources do not describe the way from the stop to the park.',
          },
          sources: ['S120'],
        },
      ],
    },
    restsOn: [
      {
        field: 'strollerFriendly',
        text: {
          it: 'Nessuna fonte dice che con il passeggino si entra nel parco o descrive il fondo dei vialetti: lo deduciamo da un parco nuovo, recintato e separato dalla strada, con prato e panchine, vicino alla stazione. Una parte del parco, la gradinata ad anfiteatro, ha gradini.',
          en: 'No source says a stroller can get into the park or describes the surface of its paths: we infer it from a new park, fenced and set apart from the road, with a lawn and benches, near the station. One part of the park, the amphitheatre-style seating, has steps.',
        },
      },
      {
        field: 'type',
        text: {
          it: 'Nessuna fonte la chiama «a velo»: le fonti descrivono un salto di circa 30 m da una rupe a strapiombo, che si frantuma in schiuma sulle rocce.',
          en: 'No source calls it a veil: the sources describe a drop of about 30 m from an overhanging cliff, breaking into foam on the rocks.',
        },
      },
    ],
    weatherArea: 'Asso',
    coordinates: { lat: 45.857, lon: 9.2705, basis: 'estimate', sources: [], note: ESTIMATED_POSITION },
    sources: ['S42', 'S43', 'S44', 'S45', 'S119', 'S120', 'S121'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '10',
    name: { it: 'Cascate del Narcanello', en: 'Narcanello Falls' },
    location: { it: 'Sozzine, Ponte di Legno', en: 'Sozzine, Ponte di Legno' },
    province: 'Brescia',
    difficulty: 'Medio',
    walk: {
      start: {
        it: 'Sozzine, sopra Ponte di Legno: piazzole di sosta prima del divieto di transito (a pagamento, secondo una fonte senza data)',
        en: 'Sozzine, above Ponte di Legno: the lay-bys before the no-entry sign (paid, according to an undated source)',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '2 ore', en: '2 hours' },
        basis: 'sourced',
        sources: ['S47'],
        note: {
          it: 'Il CAI indica da 1 ora e 45 minuti a 2 ore e 15 minuti fino alla prima cascata.',
          en: 'The CAI gives 1 hour 45 minutes to 2 hours 15 minutes to the first fall.',
        },
      },
      whole: {
        text: { it: '4 ore', en: '4 hours' },
        qualifier: { it: 'andata e ritorno', en: 'there and back' },
        basis: 'estimate',
        sources: ['S47'],
        note: {
          it: 'Le fonti danno solo il tempo di salita; la discesa è di solito più rapida.',
          en: 'The sources give only the time up; coming down is usually quicker.',
        },
      },
      climb: { metres: 650, basis: 'sourced', sources: ['S47'] },
      startAltitude: { metres: 1350, basis: 'sourced', sources: ['S47'] },
    },
    height: {
      metres: 50,
      basis: 'estimate',
      sources: ['S47', 'S48'],
      note: {
        it: "Nessuna fonte indica l'altezza: parlano di alti gradoni di roccia, con una prima cascata intorno ai 2.000 m di quota e una seconda intorno ai 2.200 m. I 50 m sono il nostro ordine di grandezza per un salto, non una misura.",
        en: 'No source gives the height: they speak of tall rock steps, with a first fall at around 2,000 m above sea level and a second at around 2,200 m. The 50 m is our order of magnitude for one drop, not a measurement.',
      },
    },
    flow: 'Stagionale',
    type: 'Multi-livello',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'open', checked: SEARCHED },
    familyNote: {
      it: 'La gita è adatta solo a bambini allenati, abituati a camminare in montagna: sono circa due ore di salita e 650 m di dislivello.',
      en: 'The walk suits only fit children used to mountain walking: it is about two hours uphill with 650 m of climb.',
    },
    description: {
      it: "Sopra Ponte di Legno, il Narcanello scende dal ghiacciaio del Pisgana superando gradoni di roccia modellati dai ghiacci, con una prima cascata intorno ai 2.000 metri e una seconda più in alto. La salita passa dai boschi di conifere ai pascoli sassosi dell'alta valle, nel Parco dell'Adamello: una vera escursione di montagna, adatta a ragazzi allenati.",
      en: 'Above Ponte di Legno, the Narcanello stream pours off the Pisgana glacier over rock steps shaped by the ice, with a first fall at around 2,000 m and a second one higher up. The climb leads from conifer forest to the stony upper pastures of the Adamello Park: a proper mountain walk, suited to children who are used to hiking.',
    },
    howToGetThere: {
      it: "In auto, a Ponte di Legno si lascia la tangenziale al primo tornante in direzione Sozzine e si sale fino alle ultime case, dove si parcheggia nelle piazzole prima del divieto di transito (circa 1.350 m): una fonte senza data dice che i parcheggi della Val Sozzine sono a pagamento, ma non ne indica la tariffa. Si prosegue a piedi sulla strada forestale e poi sul sentiero CAI 42, passando per il pianoro di Plaz dell'Orto: circa due ore e 650 metri di dislivello fino alla prima cascata.",
      en: "By car, in Ponte di Legno leave the bypass at the first hairpin towards Sozzine and drive up to the last houses, parking in the lay-bys before the no-entry sign (about 1,350 m): an undated source says the car parks in Val Sozzine are paid, without giving the fee. Continue on foot along the forest road and then CAI path 42, past the Plaz dell'Orto meadow: about two hours and 650 m of ascent to the first fall.",
    },
    season: {
      it: "Da fine giugno a settembre, quando il sentiero è libero dalla neve e il ghiacciaio alimenta il torrente: il CAI indica fino a fine settembre, un'altra fonte da luglio a inizio settembre. D'inverno la valle è innevata ed esposta alle valanghe.",
      en: 'From late June to September, when the path is free of snow and glacier melt feeds the stream: the CAI gives until late September, another source July to early September. In winter the valley is under snow and exposed to avalanches.',
    },
    accessNotes: {
      it: 'Fino alle cascate il sentiero è di difficoltà escursionistica (E) ed è segnato CAI 42 (a tratti 42-44). Nel 2024, prima della prima cascata, la traccia attraversava una pietraia con i segni cancellati e tratti chiusi da salici e ontani: metti in conto di cercare il sentiero. Oltre la prima cascata, verso la seconda e il Lago del Pisgana, il percorso diventa impegnativo: senza esperienza non proseguire verso il ghiacciaio.',
      en: 'As far as the falls the path is graded E (hiking) and waymarked CAI 42 (in places 42-44). In 2024, before the first fall, the route crossed a boulder field with worn-away waymarks and stretches overgrown with willow and alder, so expect some route-finding. Beyond the first fall, towards the second and Lago del Pisgana, the route becomes demanding, and without experience you should not carry on towards the glacier.',
    },
    notices: [],
    months: {
      states: monthsFrom('CCcccVBBVlcC'),
      note: {
        it: "Il CAI indica la stagione da fine giugno a fine settembre, un'altra fonte da luglio a inizio settembre; d'inverno la valle è innevata. Da qui vengono luglio e agosto come mesi migliori, giugno e settembre come mesi incerti e l'inverno innevato; marzo-maggio, ottobre e novembre sono una nostra stima.",
        en: 'The CAI gives the season as late June to late September, another source July to early September; in winter the valley is under snow. July and August as the best months, June and September as uncertain ones, and the snowbound winter come from there; March to May, October and November are our estimate.',
      },
      sources: ['S47', 'S49', 'S48'],
    },
    transport: {
      options: [
        {
          mode: 'bus',
          line: {
            it: 'Autobus B52 Edolo–Ponte di Legno–Tonale, dalla stazione di Edolo (d’estate con carrello per le bici)',
            en: 'B52 bus Edolo–Ponte di Legno–Tonale, from Edolo station (with a bike trailer in summer)',
          },
          stop: {
            it: 'Ponte di Legno (le fonti non indicano la fermata)',
            en: 'Ponte di Legno (the sources do not name the stop)',
          },
          walk: {
            it: "Le fonti non descrivono il tratto dalla fermata all'attacco del sentiero a Sozzine. La navetta estiva del Parco dell'Adamello non serve la Val Narcanello.",
            en: "The sources do not describe the way from the stop to the start of the path at Sozzine. The Adamello Park's summer shuttle does not serve Val Narcanello.",
          },
          sources: ['S124', 'S125'],
        },
        {
          mode: 'train',
          line: {
            it: 'Treno Brescia–Iseo–Edolo, circa 2 ore da Brescia',
            en: 'Brescia–Iseo–Edolo train, about 2 hours from Brescia',
          },
          stop: { it: 'Edolo', en: 'Edolo' },
          walk: {
            it: 'Da Edolo a Ponte di Legno si prosegue in autobus (linea B52).',
            en: 'From Edolo, carry on to Ponte di Legno by bus (line B52).',
          },
          sources: ['S123'],
        },
      ],
    },
    restsOn: [
      {
        field: 'height',
        text: {
          it: "Nessuna fonte misura le cascate: l'altezza indicata è una nostra stima da descrizioni di alti gradoni di roccia.",
          en: 'No source measures the falls: the height shown is our estimate from descriptions of tall rock steps.',
        },
      },
      {
        field: 'difficulty',
        text: {
          it: "Il CAI classifica il sentiero E fino alle cascate; nel 2024 una fonte segnala una pietraia senza segni e tratti invasi dalla vegetazione prima della prima cascata, dove serve un po' di orientamento.",
          en: 'The CAI grades the path E as far as the falls; in 2024 one source reports a boulder field without waymarks and overgrown stretches before the first fall, where some route-finding is needed.',
        },
      },
    ],
    weatherArea: 'Ponte di Legno',
    coordinates: {
      lat: 46.225,
      lon: 10.525,
      basis: 'estimate',
      sources: [],
      note: {
        it: 'Non confrontata con una carta: le fonti danno solo la quota della prima cascata, circa 2.000 m. Può sbagliare di 1-2 km.',
        en: 'Not compared with a map: the sources give only the height above sea level of the first fall, about 2,000 m. It may be 1-2 km out.',
      },
    },
    sources: ['S47', 'S48', 'S49', 'S122', 'S123', 'S124', 'S125', 'S170'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '11',
    name: { it: 'Cascate gemelle della Val Codera', en: 'Val Codera Twin Falls' },
    alsoKnownAs: ["Cascate dell'Arnasca"],
    location: { it: 'Val Codera, Novate Mezzola', en: 'Val Codera, Novate Mezzola' },
    province: 'Sondrio',
    difficulty: 'Difficile',
    walk: {
      start: {
        it: 'Mezzolpiano (Novate Mezzola), parcheggio a pagamento in fondo a via al Castello',
        en: 'Mezzolpiano (Novate Mezzola), the pay car park at the end of via al Castello',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '4,5 ore', en: '4.5 hours' },
        basis: 'estimate',
        sources: ['S51', 'S52'],
        note: {
          it: 'Circa 4 ore fino al Rifugio Brasca secondo il CAI Milano (3-3,5 secondo un’altra fonte), poi un breve tratto: è l’andata di una giornata di 8-9 ore.',
          en: 'About 4 hours to Rifugio Brasca according to CAI Milano (3 to 3.5 by another source), then a short stretch: the way in of an 8 to 9 hour day.',
        },
      },
      whole: {
        text: { it: '8-9 ore', en: '8-9 hours' },
        qualifier: { it: 'andata e ritorno', en: 'there and back' },
        basis: 'estimate',
        sources: ['S51'],
        note: {
          it: 'Le fonti danno solo il tempo di salita; per spezzare la gita si può dormire al rifugio.',
          en: 'The sources give only the time up; to split the outing you can stay overnight at the hut.',
        },
      },
      climb: {
        metres: 1000,
        basis: 'sourced',
        sources: ['S52', 'S55'],
        note: {
          it: 'Fino al Rifugio Brasca: circa 1.000 m per una fonte, 1.027 m per un’altra. Le cascate sono poco oltre il rifugio.',
          en: 'To Rifugio Brasca: about 1,000 m by one source, 1,027 m by another. The falls are a little beyond the hut.',
        },
      },
      startAltitude: { metres: 316, basis: 'sourced', sources: ['S53'] },
    },
    height: { metres: 30, basis: 'sourced', sources: ['S50'] },
    flow: 'Abbondante',
    type: 'A cascata',
    familyFriendly: false,
    strollerFriendly: false,
    status: { state: 'open', checked: SEARCHED },
    description: {
      it: "La Val Codera non ha strade: la si risale solo a piedi, su una mulattiera di granito fatta di migliaia di gradini, oltre il borgo di Codera. In alto, nei pressi del Rifugio Brasca, le acque che scendono dal Ligoncio e dalla Sfinge formano due cascate gemelle di circa 30 metri, che precipitano una accanto all'altra: un premio per escursionisti allenati.",
      en: 'Val Codera has no road: the only way in is on foot, up a granite mule track of thousands of steps that continues beyond the village of Codera. High up, near Rifugio Brasca, streams from Ligoncio and Sfinge form twin falls about 30 m high that plunge side by side: a reward for fit, experienced hikers.',
    },
    howToGetThere: {
      it: "In auto, da Novate Mezzola, sulla SS36, si sale alla frazione Mezzolpiano e si parcheggia in fondo a via al Castello (316 m), pagando al parcometro (una fonte senza data indica 1 euro l'ora o 7 euro al giorno; nel gennaio 2024 un escursionista ha trovato a pagamento quasi tutti i parcheggi di Novate Mezzola). La mulattiera del Sentiero Roma, segnavia A6, porta in circa due ore a Codera; da lì una traccia quasi pianeggiante prosegue per Bresciadega fino al Rifugio Brasca, a circa quattro ore dalla partenza. Le cascate sono a breve distanza dal rifugio, lungo il sentiero per il Bivacco Valli.",
      en: 'By car, from Novate Mezzola on the SS36, drive up to Mezzolpiano and park at the end of via al Castello (316 m), paying at the machine (an undated source gives €1 an hour or €7 a day; in January 2024 a walker found almost every car park in Novate Mezzola paid). The Sentiero Roma mule track, waymark A6, reaches Codera in about two hours; from there an almost level track continues via Bresciadega to Rifugio Brasca, about four hours from the start. The falls are a short way from the hut, along the path towards Bivacco Valli.',
    },
    season: {
      it: "Il Rifugio Brasca è aperto tutti i giorni da metà giugno a metà settembre secondo il CAI Milano, da giugno a settembre secondo Wikipedia; le due fonti differiscono sui fine settimana di primavera e d'autunno.",
      en: 'Rifugio Brasca is open daily from mid-June to mid-September according to CAI Milano, from June to September according to Wikipedia; the two differ on spring and autumn weekends.',
    },
    accessNotes: {
      it: 'Non c’è strada: oltre 2.500 gradini di pietra e alcuni tratti esposti protetti da cavi. Non è una gita per famiglie; per spezzarla si può dormire al Rifugio Brasca (CAI Milano, 43 posti letto). Vicino alle cascate il sentiero attraversa un torrente ed è bagnato e scivoloso.',
      en: 'There is no road: more than 2,500 stone steps and some exposed sections protected by cables. It is not an outing for families; to split it, stay overnight at Rifugio Brasca (CAI Milano, 43 beds). Near the falls the path crosses a stream and is wet and slippery.',
    },
    notices: [
      {
        kind: 'closure',
        year: 2024,
        text: {
          it: 'Nel marzo 2024 il Tracciolino, il sentiero in quota che alcuni usavano per entrare in Val Codera, era chiuso per tutta la sua lunghezza, dopo quattro frane nel 2023 e un’altra in quel mese, e una riapertura a breve era giudicata improbabile: non contarci, sali dalla mulattiera di Mezzolpiano.',
          en: 'In March 2024 the Tracciolino, the high path some walkers used as another way into Val Codera, was closed along its whole length, after four landslides in 2023 and another that month, and an early reopening was judged unlikely: do not count on it; walk up the Mezzolpiano mule track.',
        },
        sources: ['S171', 'S172'],
      },
    ],
    months: {
      states: monthsFrom('lllvvbbvvvll'),
      note: {
        it: "Le fonti danno gli orari del rifugio, non lo stato delle cascate: mese per mese è una nostra stima. Ci aspettiamo più acqua a inizio estate, con lo scioglimento delle nevi, e d'inverno poca acqua e neve sul sentiero.",
        en: 'The sources give the hut’s opening times, not the state of the falls: the month-by-month picture is our estimate. We expect the most water in early summer, with the snowmelt, and in winter little water and snow on the path.',
      },
      sources: ['S51', 'S127'],
    },
    transport: {
      options: [
        {
          mode: 'train',
          line: {
            it: 'Treno fino a Colico, poi cambio per Novate Mezzola (circa 15 minuti): nel 2025 la Colico–Chiavenna è rimasta chiusa dal 15 giugno al 14 settembre, e in un fine settimana di novembre i treni sono stati soppressi; controlla su Trenord lavori e bus sostitutivi',
            en: 'Train to Colico, then change for Novate Mezzola (about 15 minutes): in 2025 the Colico–Chiavenna line was shut from 15 June to 14 September, and trains were cancelled one weekend in November; check Trenord for engineering works and replacement buses',
          },
          stop: { it: 'Novate Mezzola', en: 'Novate Mezzola' },
          walk: {
            it: "Circa 15 minuti: lungo la SS36 con la ferrovia a sinistra, poi a destra in via Ligoncio, all'altezza della farmacia, e su fino al parcheggio sterrato di località Castello, dove il sentiero per Codera parte accanto a una fontana.",
            en: 'About 15 minutes: along the SS36 with the railway on your left, then right into via Ligoncio by the pharmacy, and up to the dirt car park at località Castello, where the path to Codera starts beside a fountain.',
          },
          sources: ['S126', 'S53', 'S160', 'S161', 'S162'],
        },
      ],
    },
    restsOn: [
      {
        field: 'flow',
        text: {
          it: 'Nessuna fonte misura la portata: una fonte descrive due cascate imponenti che scendono dal Ligoncio e dalla Sfinge.',
          en: 'No source measures the flow: one source describes two imposing falls coming down from Ligoncio and Sfinge.',
        },
      },
    ],
    weatherArea: 'Novate Mezzola',
    coordinates: {
      lat: 46.2605,
      lon: 9.535,
      basis: 'estimate',
      sources: ['S50', 'S51'],
      note: {
        it: 'Ricavata dalle posizioni del Rifugio Brasca e del Bivacco Valli, che le fonti danno; non confrontata con una carta.',
        en: 'Worked out from the positions of Rifugio Brasca and Bivacco Valli, which the sources give; not compared with a map.',
      },
    },
    sources: ['S50', 'S51', 'S51b', 'S52', 'S53', 'S54', 'S55', 'S126', 'S127', 'S160', 'S161', 'S162', 'S171', 'S172'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '12',
    name: { it: 'Cascata di Nardis', en: 'Nardis Falls' },
    location: { it: 'Val Genova, Carisolo', en: 'Val Genova, Carisolo' },
    province: 'Trento',
    difficulty: 'Facile',
    walk: {
      start: {
        it: 'I parcheggi del Parco in Val Genova, per esempio a Ponte Verde (strada da Carisolo)',
        en: "The Park's car parks in Val Genova, for example at Ponte Verde (road from Carisolo)",
      },
      measure: 'oneWay',
      duration: {
        text: { it: '10-20 minuti', en: '10-20 minutes' },
        basis: 'sourced',
        sources: ['S58', 'S59'],
        note: {
          it: 'Circa 10 minuti dal parcheggio di Ponte Verde, circa 20 minuti (1,5 km in piano) dai primi parcheggi.',
          en: 'About 10 minutes from the Ponte Verde car park, about 20 minutes (1.5 km on the level) from the first car parks.',
        },
      },
    },
    height: {
      metres: 95,
      basis: 'sourced',
      sources: ['S56'],
      note: {
        it: 'Misura del Parco Naturale Adamello Brenta; Visit Trentino e molte pagine turistiche indicano oltre 130 m.',
        en: 'The Adamello Brenta Nature Park’s figure; Visit Trentino and many tourist pages give over 130 m.',
      },
    },
    flow: 'Abbondante',
    type: 'A velo',
    familyFriendly: true,
    strollerFriendly: true,
    status: { state: 'conditions', checked: SEARCHED },
    familyNote: {
      it: 'Adatta alle famiglie: ci si arriva in piano, sulla strada asfaltata o sulla passerella in legno.',
      en: 'Suits families: you get there on the level, by the asphalt road or the wooden boardwalk.',
    },
    description: {
      it: "È la cascata simbolo della Val Genova, nel Parco Naturale Adamello Brenta: l'acqua del ghiacciaio di Nardis, sulla Presanella, scivola su una ripida placca di roccia per circa 95 metri secondo il Parco (altre fonti dicono di più). Con poca acqua si divide in due getti, in piena diventa un unico velo lattiginoso; d'inverno gela ed è una classica via su ghiaccio.",
      en: 'The signature waterfall of Val Genova, in the Adamello Brenta Nature Park: meltwater from the Nardis glacier on the Presanella slides down a steep rock slab, about 95 m according to the Park (other sources give more). At low flow it splits into two jets, in spate it becomes a single milky veil, and in winter it freezes into a classic ice climb.',
    },
    howToGetThere: {
      it: "In auto, da Pinzolo o Carisolo, in Val Rendena, si imbocca la strada della Val Genova. D'estate si parcheggia in una delle aree a pagamento del Parco, che nel 2023 si potevano prenotare online (per esempio a Ponte Verde), e si prosegue a piedi in piano sulla strada asfaltata o sulla passerella in legno di larice, in 10-20 minuti a seconda del parcheggio. Chi vuole camminare di più può partire da Carisolo sul Sentiero delle Cascate (circa 1-1,5 ore).",
      en: "By car, from Pinzolo or Carisolo in Val Rendena, take the Val Genova road. In summer, park in one of the Park's paid car parks, which in 2023 could be booked online (Ponte Verde, for example), and walk on the level asphalt road or the larch boardwalk, 10 to 20 minutes depending on the car park. For a longer walk, the Sentiero delle Cascate from Carisolo takes roughly 1 to 1.5 hours.",
    },
    season: {
      it: "Da giugno a settembre, quando il ghiacciaio le dà più acqua e l'acqua diventa grigio latte; a fine primavera, dopo forti piogge, in valle si contano più di 50 cascate. D'inverno gela ed è una classica via su ghiaccio.",
      en: 'June to September, when the glacier gives it the most water and it runs milky grey; in late spring after heavy rain more than 50 waterfalls can be counted in the valley. In winter it freezes into a classic ice climb.',
    },
    accessNotes: {
      it: "Un'ordinanza estiva senza data vieta di fermarsi vicino alla cascata e di parcheggiare lungo la strada dalle 8 alle 18. D'inverno una sbarra chiude la strada prima della cascata e si arriva a piedi da Carisolo. Dopo forti temporali la valle è stata chiusa a tutti, anche a piedi.",
      en: 'An undated summer order bans stopping near the fall and parking along the road from 8:00 to 18:00. In winter a barrier closes the road before the fall and you walk in from Carisolo. After severe storms the valley has been closed to everyone, walkers included.',
    },
    notices: [
      {
        kind: 'fee',
        year: 2023,
        text: {
          it: "D'estate i parcheggi della valle sono del Parco e a pagamento; si potevano prenotare online nel 2020 e nel 2023, e nel 2023 c'erano anche navette gratuite nelle valli. Tariffe riportate: 5 euro ad auto nel 2015, da 6 a 8 euro nel 2020; una fonte senza data indica 9 euro al giorno.",
          en: "In summer the valley car parks are the Park's and charge a fee; they could be booked online in 2020 and 2023, and in 2023 there were also free shuttle buses in the valleys. Reported prices: €5 a car in 2015, €6 to €8 in 2020; an undated source gives €9 a day.",
        },
        sources: ['S60', 'S128', 'S58', 'S59'],
        card: {
          it: "D'estate parcheggi del Parco a pagamento, prenotabili online nel 2023",
          en: "In summer the Park's car parks charge a fee; bookable online in 2023",
        },
      },
    ],
    months: {
      states: monthsFrom('CCcvvBbbvvvC'),
      note: {
        it: "D'estate il ghiacciaio la alimenta e d'inverno la cascata gela: per le fonti è una cascata di ghiaccio da scalare. A fine primavera, dopo forti piogge, la valle è spettacolare. Gli altri mesi sono una nostra stima.",
        en: 'In summer the glacier feeds it and in winter the fall freezes: the sources describe it as an ice climb. In late spring, after heavy rain, the valley is spectacular. The other months are our estimate.',
      },
      sources: ['S56', 'S129', 'S130'],
    },
    transport: {
      options: [
        {
          mode: 'bus',
          line: {
            it: "Navette estive del Parco Adamello Brenta in Val Genova: nel 2023 gratuite all'interno delle valli dal 17 giugno (sospese nel 2020)",
            en: 'Summer shuttle buses of the Adamello Brenta Park in Val Genova: in 2023 free within the valleys from 17 June (suspended in 2020)',
          },
          stop: { it: 'Le fonti non indicano le fermate', en: 'The sources do not name the stops' },
          walk: {
            it: 'Le fonti non descrivono il tratto dalla fermata alla cascata, che è accanto alla strada della valle.',
            en: 'The sources do not describe the way from the stop to the fall, which is beside the valley road.',
          },
          sources: ['S60', 'S128'],
        },
      ],
    },
    restsOn: [
      {
        field: 'strollerFriendly',
        text: {
          it: 'Nessuna fonte dice espressamente che si passa con il passeggino: lo deduciamo dalla strada della valle, asfaltata dal Parco nel 2012, dalla lunga passerella pedonale in tronchi di larice tra Ponte Verde e la cascata e da un sentiero quasi in piano lungo la strada dal primo parcheggio.',
          en: 'No source says in so many words that a stroller gets through: we infer it from the valley road, asphalted by the Park in 2012, the long larch-log footbridge between Ponte Verde and the fall, and a nearly level path beside the road from the first car park.',
        },
      },
    ],
    weatherArea: 'Carisolo',
    coordinates: { lat: 46.165, lon: 10.718, basis: 'estimate', sources: [], note: ESTIMATED_POSITION },
    sources: ['S56', 'S57', 'S58', 'S59', 'S60', 'S61', 'S62', 'S63', 'S63b', 'S128', 'S129', 'S130'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '13',
    name: { it: 'Cascate di Gaina', en: 'Gaina Waterfall Trail' },
    alsoKnownAs: ['Sentiero delle Cascate'],
    location: { it: 'Gaina, Monticelli Brusati', en: 'Gaina, Monticelli Brusati' },
    province: 'Brescia',
    difficulty: 'Medio',
    walk: {
      start: {
        it: 'Piazzetta della frazione Gaina (Monticelli Brusati), dove l’anello parte e finisce; segnavia bianco-rosa SC',
        en: 'The little square of the hamlet of Gaina (Monticelli Brusati), where the loop starts and ends; white-and-pink SC waymarks',
      },
      measure: 'loop',
      duration: {
        text: { it: '2 ore', en: '2 hours' },
        qualifier: { it: 'anello per famiglie da Gaina', en: 'family loop from Gaina' },
        basis: 'sourced',
        sources: ['S67', 'S69'],
        note: {
          it: "L'anello della variante per famiglie misura circa 3,7 km, dalla piazzetta di Gaina e ritorno; chi parcheggia in paese aggiunge circa mezz'ora. Un'altra fonte dà 2-3 ore per il percorso di circa 3 km.",
          en: 'The family variant’s loop is about 3.7 km, from the square in Gaina and back; if you park in the village, add about half an hour. Another source gives 2 to 3 hours for the path of about 3 km.',
        },
      },
      whole: {
        text: { it: '2,5 ore', en: '2.5 hours' },
        qualifier: {
          it: 'anello completo dai parcheggi del paese, oltre 9,5 km',
          en: 'the full loop from the village car parks, over 9.5 km',
        },
        basis: 'sourced',
        sources: ['S66'],
        note: {
          it: 'La fonte lo indica come percorso per escursionisti esperti e dà il tempo come minimo.',
          en: 'The source describes it as a route for experienced hikers and gives the time as a minimum.',
        },
      },
      climb: {
        metres: 200,
        qualifier: { it: "sull'anello completo", en: 'over the full loop' },
        basis: 'sourced',
        sources: ['S66'],
      },
    },
    height: {
      metres: 10,
      basis: 'estimate',
      sources: ['S66', 'S69'],
      note: {
        it: "Nessuna fonte dà un'altezza: le fonti descrivono una serie di cascatelle in un piccolo canyon. I 10 m sono il nostro ordine di grandezza per i salti più alti, non una misura.",
        en: 'No source gives a height: the sources describe a string of little falls in a small canyon. The 10 m is our order of magnitude for the tallest drops, not a measurement.',
      },
    },
    flow: 'Stagionale',
    type: 'Naturale',
    familyFriendly: true,
    strollerFriendly: false,
    status: { state: 'open', checked: SEARCHED },
    familyNote: {
      it: 'Il giro è adatto alle famiglie solo sulla variante A, che evita i passaggi attrezzati; la variante per esperti ha scalette, catene e pioli.',
      en: 'The walk suits families only on variant A, which avoids the equipped sections; the expert variant has ladders, chains and pegs.',
    },
    description: {
      it: "Tra le colline della Franciacorta, vicino al Lago d'Iseo, la Valle di Gaina nasconde un piccolo canyon di cascatelle, pozze e rocce stratificate. Il sentiero segnalato, inaugurato nel 1997, è un anello che si percorre in due modi: la variante A, più tranquilla e adatta alle famiglie, sale nel bosco evitando i passaggi attrezzati, mentre quella per esperti risale il torrente con scalette metalliche, catene e pioli. Le due linee si ricongiungono più in alto, in un grande prato per il picnic.",
      en: 'Tucked into the Franciacorta hills near Lake Iseo, the Gaina valley hides a small canyon of little cascades, pools and layered rock. The waymarked trail, opened in 1997, is a loop with two ways through: variant A, gentler and family-friendly, climbs through the woods and skips the equipped sections, while the expert line follows the stream bed with metal ladders, chains and pegs. The two meet higher up at a large picnic meadow.',
    },
    howToGetThere: {
      it: "In auto, dalla strada Brescia–Iseo (SP510) si esce per Monticelli Brusati e si lascia l'auto in uno dei parcheggi segnalati: due in via IV Novembre e altri in via Foina. Vicino all'inizio del sentiero non c'è posto libero. Dal paese si sale a piedi per via Foina, via Colombaia e via Gaina fino alla piazzetta della frazione, dove parte l'anello: segui i segnavia bianco-rosa SC e scegli la variante A se sei con i bambini.",
      en: 'By car, leave the Brescia–Iseo road (SP510) at the Monticelli Brusati exit and use one of the signed car parks: two in via IV Novembre and others in via Foina. There is no free space near the start of the trail. From the village, walk up via Foina, via Colombaia and via Gaina to the little square of the hamlet, where the loop begins: follow the white-and-pink SC waymarks, and take variant A if you have children with you.',
    },
    season: {
      it: "Si cammina tutto l'anno, ma primavera e inizio estate sono i momenti migliori, quando il torrente porta ancora acqua. Evita i giorni di pioggia: i guadi e le rocce diventano scivolosi.",
      en: 'You can walk it all year, but spring and early summer are best, while the stream still carries water. Avoid rainy days: the fords and rocks become slippery.',
    },
    accessNotes: {
      it: "Lungo il percorso ci sono diversi guadi: servono scarponi e bisogna mettere in conto i piedi bagnati. La variante per esperti è solo per escursionisti pratici e, secondo una fonte del 2023, va affrontata soltanto con l'attrezzatura da alpinismo (altre fonti suggeriscono almeno un moschettone).",
      en: 'There are several fords along the way, so wear boots and expect wet feet. The expert variant is only for experienced hikers and, according to a 2023 source, should be tackled only with climbing kit (other sources suggest at least a carabiner).',
    },
    notices: [],
    months: {
      states: monthsFrom('vvvBBBvvvvvv'),
      note: {
        it: "Le fonti consigliano la primavera e l'estate e dicono che il sentiero si percorre tutto l'anno, evitando i giorni di pioggia. Il torrente è modesto: che in piena estate e in autunno l'acqua possa scarseggiare, e che d'inverno valga comunque la gita, è una nostra stima.",
        en: 'The sources recommend spring and summer and say the path can be walked all year, avoiding rainy days. The stream is modest: that water may run short in high summer and autumn, and that the walk is still worth it in winter, is our estimate.',
      },
      sources: ['S65', 'S69'],
    },
    transport: {
      options: [],
      note: {
        it: 'Le fonti consultate non indicano autobus né treni per Monticelli Brusati o Gaina.',
        en: 'The sources we used name no bus or train for Monticelli Brusati or Gaina.',
      },
    },
    restsOn: [
      {
        field: 'height',
        text: {
          it: "Nessuna fonte misura i salti: l'altezza indicata è una nostra stima da descrizioni di cascatelle in un piccolo canyon.",
          en: 'No source measures the drops: the height shown is our estimate from descriptions of little falls in a small canyon.',
        },
      },
    ],
    weatherArea: 'Monticelli Brusati',
    coordinates: { lat: 45.648, lon: 10.105, basis: 'estimate', sources: [], note: ESTIMATED_POSITION },
    sources: ['S64', 'S65', 'S66', 'S67', 'S68', 'S69', 'S69b'],
    written: WRITTEN,
    updated: UPDATED,
  },
  {
    id: '14',
    name: { it: 'Cascate di Cittiglio', en: 'Cittiglio Falls' },
    alsoKnownAs: ['Parco delle Cascate'],
    location: { it: 'Cittiglio, Valcuvia', en: 'Cittiglio, Valcuvia' },
    province: 'Varese',
    difficulty: 'Facile',
    walk: {
      start: {
        it: 'Parcheggio di piazza degli Alpini, lungo il torrente, nella parte alta di Cittiglio',
        en: 'The car park in piazza degli Alpini, by the stream, in the upper part of Cittiglio',
      },
      measure: 'oneWay',
      duration: {
        text: { it: '15 minuti', en: '15 minutes' },
        basis: 'estimate',
        sources: ['S74'],
        note: {
          it: 'Dal parcheggio fino alla prima cascata; una fonte indica circa 10 minuti per arrivarci.',
          en: 'From the car park to the first fall; one source gives about 10 minutes to reach it.',
        },
      },
    },
    height: {
      metres: 43,
      qualifier: { it: 'prima cascata', en: 'first fall' },
      basis: 'sourced',
      sources: ['S70'],
      note: {
        it: 'Le tre cascate del torrente San Giulio sono alte 43, 51 e 56 m; questa scheda riguarda solo la prima.',
        en: 'The three falls of the San Giulio stream are 43, 51 and 56 m high; this entry covers only the first.',
      },
    },
    flow: 'Stagionale',
    type: 'A cascata',
    familyFriendly: true,
    strollerFriendly: false,
    status: CITTIGLIO_STATUS,
    familyNote: {
      it: 'Prima della chiusura era una gita per famiglie fino alla prima cascata. Oggi tutta l’area è vietata, anche ai bambini accompagnati.',
      en: 'Before the closure it was a family outing as far as the first fall. Today the whole area is out of bounds, children with adults included.',
    },
    description: {
      it: "Nei boschi sopra Cittiglio, in Valcuvia, il torrente San Giulio forma tre salti uno sopra l'altro; il primo, di circa 43 metri, sbuca da una piccola gola con vasche nella roccia. Dal 2020, dopo una serie di frane, tutta l'area è chiusa per ordinanza del Comune.",
      en: 'In the woods above Cittiglio, in the Valcuvia, the San Giulio stream makes three falls one above the other; the first, about 43 m high, spills out of a small gorge with rock basins. Since 2020, after a series of landslides, the whole area has been closed by order of the comune.',
    },
    howToGetThere: {
      it: "Quando riaprirà (il Comune punta all'inizio del 2027, data non confermata): in auto, da Laveno si sale alla parte alta di Cittiglio e si parcheggia in piazza degli Alpini, lungo il torrente; il percorso per la prima cascata partiva da via Pianella. Finché vale l'ordinanza non entrare: il divieto comincia da località Pianella e copre anche i sentieri e i versanti intorno, segnati o no.",
      en: 'When it reopens (the comune aims for early 2027, not a confirmed date): by car, from Laveno drive up to the top of Cittiglio and park in piazza degli Alpini, beside the stream; the way to the first fall started along via Pianella. While the order stands, do not go in: the ban starts at località Pianella and also covers the paths and slopes around, marked or not.',
    },
    season: {
      it: "Finché l'area è chiusa non c'è una stagione per andarci. Prima della chiusura le fonti la consigliavano in primavera o in autunno, dopo qualche giorno di pioggia.",
      en: 'While the area is closed there is no season for a visit. Before the closure the sources recommended spring or autumn, after a few days of rain.',
    },
    accessNotes: {
      it: 'L’area picnic con tavoli e barbecue è dentro la zona chiusa. Quando riaprirà, i massi dell’ultimo tratto escluderanno comunque il passeggino.',
      en: 'The picnic area with its tables and barbecues lies inside the closed zone. When it reopens, the boulders on the last stretch will still rule out strollers.',
    },
    notices: [
      {
        kind: 'closure',
        year: 2026,
        text: {
          it: "Tutta l'area delle cascate è chiusa dal giugno 2020, dopo che il temporale del 7 giugno interruppe il sentiero in più punti. L'ordinanza del 9 giugno 2021 estende il divieto a ogni sentiero e versante intorno, segnati o no, da località Pianella; ci sono cancelli e cartelli in italiano e in inglese, e la polizia locale può multare. Era ancora chiusa nell'estate 2025. A gennaio 2026 il Comune ha affidato i lavori di messa in sicurezza e punta a riaprire all'inizio del 2027, solo fino alla prima cascata. Nell'estate 2019 vi è morto un ragazzo di 22 anni.",
          en: 'The whole falls area has been closed since June 2020, after the storm of 7 June cut the path in several places. The order of 9 June 2021 extends the ban to every path and slope around, marked or not, from località Pianella; there are gates and signs in Italian and English, and the local police can fine. It was still closed in summer 2025. In January 2026 the comune contracted the safety works and aims to reopen in early 2027, only as far as the first fall. A 22-year-old died there in summer 2019.',
        },
        sources: ['S148', 'S147', 'S146', 'S145', 'S144', 'S143', 'S141', 'S142', 'S140'],
      },
    ],
    months: {
      states: monthsFrom('CCCCCCCCCCCC'),
      note: {
        it: "Tutta l'area è chiusa per ordinanza: nessun mese è visitabile finché non riapre.",
        en: 'The whole area is closed by order: no month is open for a visit until it reopens.',
      },
      sources: ['S140', 'S141'],
    },
    transport: {
      options: [
        {
          mode: 'train',
          line: {
            it: 'Treno Trenord Milano–Saronno–Laveno (anche RE1 Milano–Varese–Laveno)',
            en: 'Trenord Milan–Saronno–Laveno train (also the RE1 Milan–Varese–Laveno)',
          },
          stop: { it: 'Cittiglio', en: 'Cittiglio' },
          walk: {
            it: 'Le fonti non descrivono il tratto dalla stazione a via Pianella, nella parte alta del paese; da lì la prima cascata è a circa 10 minuti.',
            en: 'The sources do not describe the way from the station to via Pianella, in the upper village; from there the first fall is about 10 minutes away.',
          },
          sources: ['S131', 'S132'],
        },
      ],
    },
    restsOn: [
      {
        field: 'flow',
        text: {
          it: "Nessuna fonte misura la portata: un escursionista ha trovato poca acqua in un periodo secco, e una fonte dice che le cascate si vedono d'inverno come d'estate.",
          en: 'No source measures the flow: a hiker found little water in a dry spell, and one source says the falls can be seen in winter as in summer.',
        },
      },
    ],
    weatherArea: 'Cittiglio',
    coordinates: { lat: 45.9, lon: 8.661, basis: 'estimate', sources: [], note: ESTIMATED_POSITION },
    sources: [
      'S140',
      'S141',
      'S142',
      'S143',
      'S144',
      'S145',
      'S146',
      'S147',
      'S148',
      'S70',
      'S71',
      'S71b',
      'S72',
      'S73',
      'S74',
      'S131',
      'S132',
    ],
    written: WRITTEN,
    updated: UPDATED,
  },
]

/** Every source an entry's visitor facts cite (facilities, the trip from Milan), in order. */
function visitorSources(facts: Pick<AuthoredWaterfall, 'facilities' | 'fromMilan'>): SourceId[] {
  const { facilities, fromMilan } = facts
  return [
    ...Object.values(facilities).flatMap((fact) => fact.sources),
    ...(fromMilan
      ? [
          ...fromMilan.sources,
          ...(fromMilan.time?.sources ?? []),
          ...(fromMilan.frequency?.sources ?? []),
          ...fromMilan.timetables.flatMap((site) => site.sources),
        ]
      : []),
  ]
}

/**
 * The entries with what a visitor finds on arrival and the trip from Milan (./visitor-facts.ts);
 * the sources those cite follow the entry's own in its list.
 */
export const WATERFALL_SOURCES: readonly AuthoredWaterfall[] = ENTRIES.map((entry) => {
  const facts = VISITOR_FACTS[entry.id]
  if (!facts) throw new Error(`no visitor facts for entry ${entry.id}`)
  return {
    ...entry,
    ...facts,
    sources: [...new Set([...entry.sources, ...visitorSources(facts)])] as AuthoredWaterfall['sources'],
  }
})
