/**
 * What a visitor finds on arrival, and how to come from Milan without a car: the fourth research
 * fact sheet (facilities at each waterfall; car-free trips from Milan), in our own words. Every
 * yes or no names its sources; where no source speaks the guide says it does not know. A time
 * the sources do not give whole is our estimate, and says what it rests on. Nothing here was
 * checked on site or against a live timetable: services change, and each train entry says so.
 */
import type { AuthoredWaterfall } from './authored-schema'

type VisitorFacts = Pick<AuthoredWaterfall, 'facilities' | 'fromMilan'>
type Fact = AuthoredWaterfall['facilities']['toilets']

const UNKNOWN: Fact = { state: 'unknown', sources: [] }

/** Trenord publishes its current timetables on its site and app, as two 2025 pages say. */
type From = NonNullable<AuthoredWaterfall['fromMilan']>
const TRENORD: From['timetables'][number] = { name: 'trenord.it', url: 'https://www.trenord.it/', sources: ['S175'] }

/** The hourly Milano Centrale – Lecco – Sondrio – Tirano regional, as two 2024 pages give it. */
const TIRANO_LINE_HOURLY: NonNullable<From['frequency']> = {
  text: {
    it: 'Milano Centrale–Tirano: un treno all’ora (2024)',
    en: 'Milano Centrale–Tirano: one train an hour (2024)',
  },
  basis: 'sourced',
  sources: ['S176'],
}

export const VISITOR_FACTS: Record<string, VisitorFacts> = {
  // Acquafraggia
  '1': {
    facilities: {
      toilets: {
        state: 'yes',
        note: {
          it: 'Servizi automatici per tutti, vicino al parco.',
          en: 'Automatic toilets for everyone, near the park.',
        },
        sources: ['S85', 'S3'],
      },
      food: {
        state: 'yes',
        note: {
          it: 'Un chiosco nel parco (previsto nel 2021); orari non noti.',
          en: 'A kiosk in the park (planned in 2021); hours not known.',
        },
        sources: ['S8'],
      },
      picnic: {
        state: 'no',
        note: {
          it: 'Vietati picnic e barbecue (regole del 2021).',
          en: 'Picnics and barbecues banned (2021 rules).',
        },
        sources: ['S8'],
      },
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'A pagamento, prezzo non noto; vietata la sosta in strada.',
          en: 'Paid, price not known; no parking along the road.',
        },
        sources: ['S5', 'S85'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale → Colico (regionale per Tirano) → Chiavenna (treno Colico–Chiavenna)',
        en: 'Milano Centrale → Colico (Tirano regional) → Chiavenna (Colico–Chiavenna train)',
      },
      time: {
        text: { it: '2-2,5 ore', en: '2-2.5 hours' },
        basis: 'estimate',
        sources: ['S178'],
        note: {
          it: '1 h 25 fino a Colico in un orario di esempio, mezz’ora fino a Chiavenna, più l’attesa del cambio.',
          en: '1 h 25 to Colico in one sample timetable, half an hour to Chiavenna, plus the wait to change.',
        },
      },
      frequency: TIRANO_LINE_HOURLY,
      timetables: [TRENORD],
      dayTrip: true,
      card: { it: 'Treno fino a Chiavenna, poi 4 km a piedi', en: 'Train to Chiavenna, then a 4 km walk' },
      sources: ['S176', 'S83'],
    },
  },
  // Serio
  '2': {
    facilities: {
      toilets: {
        state: 'yes',
        note: {
          it: 'All’osservatorio di Maslana, uno dei punti panoramici; nessuna fonte dice se è aperto a tutti nei giorni di apertura.',
          en: 'At the Maslana observatory, one of the viewpoints; no source says whether it is open to everyone on release days.',
        },
        sources: ['S181'],
      },
      food: {
        state: 'yes',
        note: {
          it: 'Nei giorni di apertura i negozi di Valbondione aprono dal mattino; un agriturismo a Maslana.',
          en: 'On release days the shops in Valbondione open from the morning; an agriturismo at Maslana.',
        },
        sources: ['S182', 'S183'],
      },
      picnic: {
        state: 'yes',
        note: {
          it: 'L’osservatorio di Maslana è indicato come riparo per il pranzo al sacco.',
          en: 'The Maslana observatory is offered as a shelter for a packed lunch.',
        },
        sources: ['S181'],
      },
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'A pagamento nei giorni di apertura: 5 € nel 2015 e nel 2019; la tariffa di oggi non è nota. Conviene arrivare verso le 8.',
          en: 'Paid on release days: €5 in 2015 and 2019; today’s fee is not known. Arriving around 8:00 is advised.',
        },
        sources: ['S12', 'S184'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale → Bergamo in treno → Valbondione con il bus SAB (Arriva) dalla stazione autolinee; meno corse nei festivi',
        en: 'Milano Centrale → Bergamo by train → Valbondione on the SAB (Arriva) bus from the bus station; fewer runs on holidays',
      },
      time: {
        text: { it: 'circa 3 ore', en: 'about 3 hours' },
        basis: 'estimate',
        sources: ['S185', 'S80'],
        note: {
          it: 'Un vecchio articolo dà 48 minuti fino a Bergamo; il bus impiega circa 2 ore. L’apertura è alle 11: nessuna fonte dice se c’è un bus abbastanza presto.',
          en: 'An old article gives 48 minutes to Bergamo; the bus takes about 2 hours. The release is at 11:00: no source says whether a bus gets there early enough.',
        },
      },
      timetables: [
        { name: 'bergamotrasporti.it', url: 'https://www.bergamotrasporti.it/', sources: ['S186'] },
        { name: 'arriva.it', url: 'https://www.arriva.it/', sources: ['S186'] },
      ],
      dayTrip: true,
      card: { it: 'Treno a Bergamo, bus SAB per Valbondione', en: 'Train to Bergamo, SAB bus to Valbondione' },
      sources: ['S185', 'S80'],
    },
  },
  // Cenghen
  '3': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'Il ristoro “La Perla” sul sentiero da Linzanico; giorni di apertura non noti.',
          en: 'The “La Perla” refreshment point on the path from Linzanico; opening days not known.',
        },
        sources: ['S90', 'S16'],
      },
      picnic: {
        state: 'no',
        note: {
          it: 'Nessuna area attrezzata; il grande prato di Calech è una sosta panoramica.',
          en: 'No equipped area; the big meadow at Calech is a place to stop for the view.',
        },
        sources: ['S15'],
      },
      water: {
        state: 'yes',
        note: {
          it: 'Una fontanella sulla salita sopra Linzanico; una guida consiglia comunque di portare acqua.',
          en: 'A small fountain on the climb above Linzanico; one guide still advises carrying water.',
        },
        sources: ['S187', 'S188'],
      },
      parking: {
        state: 'yes',
        note: {
          it: 'Ampio parcheggio in via della Costituzione a Linzanico; tariffa non indicata.',
          en: 'A large car park in via della Costituzione, Linzanico; fee not stated.',
        },
        sources: ['S15'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale (regionale per Tirano) o Porta Garibaldi (S8) → Lecco → Abbadia Lariana, se il treno non ci ferma già',
        en: 'Milano Centrale (Tirano regional) or Porta Garibaldi (S8) → Lecco → Abbadia Lariana, if your train does not stop there',
      },
      time: {
        text: { it: 'poco più di un’ora', en: 'a little over an hour' },
        basis: 'sourced',
        sources: ['S87'],
      },
      frequency: {
        text: {
          it: 'S8 ogni 30 minuti (ai minuti .22 e .52, 2025); Centrale–Tirano un treno all’ora (2024)',
          en: 'S8 every 30 minutes (at .22 and .52, 2025); Centrale–Tirano one an hour (2024)',
        },
        basis: 'sourced',
        sources: ['S180', 'S176'],
      },
      timetables: [TRENORD],
      dayTrip: true,
      card: {
        it: 'Treno fino ad Abbadia Lariana, poi a piedi dalla stazione',
        en: 'Train to Abbadia Lariana, then on foot from the station',
      },
      sources: ['S90', 'S87'],
    },
  },
  // Bellano
  '4': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'Trattorie in paese; nessun bar all’orrido.',
          en: 'Trattorie in the village; no café at the gorge found.',
        },
        sources: ['S207'],
      },
      picnic: UNKNOWN,
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Il parcheggio della stazione; tariffa non indicata.',
          en: 'The station car park; fee not stated.',
        },
        sources: ['S207'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale → Bellano (regionale per Tirano, senza cambi, se ferma a Bellano)',
        en: 'Milano Centrale → Bellano (Tirano regional, no change, if it stops at Bellano)',
      },
      frequency: {
        ...TIRANO_LINE_HOURLY,
        note: {
          it: 'Non è confermato che ogni treno fermi a Bellano.',
          en: 'Whether every train stops at Bellano is not confirmed.',
        },
      },
      timetables: [TRENORD],
      dayTrip: true,
      card: { it: 'Treno fino a Bellano, l’orrido è segnalato', en: 'Train to Bellano; the gorge is signed' },
      sources: ['S91', 'S160'],
    },
  },
  // Troggia
  '5': {
    facilities: {
      toilets: UNKNOWN,
      food: UNKNOWN,
      picnic: UNKNOWN,
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Una guida suggerisce di parcheggiare a Introbio verso via Vittorio Emanuele; tariffa non nota.',
          en: 'One guide suggests parking in Introbio near via Vittorio Emanuele; fee not known.',
        },
        sources: ['S219'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Porta Garibaldi (S8) o Centrale → Lecco → Introbio con il bus D35; la domenica poche corse',
        en: 'Milano Porta Garibaldi (S8) or Centrale → Lecco → Introbio on the D35 bus; few runs on Sundays',
      },
      frequency: {
        text: {
          it: 'S8 ogni 30 minuti, circa 62 minuti fino a Lecco (2025); bus: frequenza non nota',
          en: 'S8 every 30 minutes, about 62 minutes to Lecco (2025); bus: frequency not known',
        },
        basis: 'sourced',
        sources: ['S179', 'S180'],
      },
      timetables: [
        TRENORD,
        { name: 'leccotrasporti.it', url: 'https://www.leccotrasporti.it/', sources: ['S98', 'S189'] },
      ],
      dayTrip: true,
      card: { it: 'Treno a Lecco, bus D35 per Introbio', en: 'Train to Lecco, D35 bus to Introbio' },
      sources: ['S98', 'S179'],
    },
  },
  // Val Vertova
  '6': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'Il punto di ristoro GAV a Cà Roset; giorni di apertura non noti.',
          en: 'The GAV refreshment point at Cà Roset; opening days not known.',
        },
        sources: ['S216'],
      },
      picnic: UNKNOWN,
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Alcuni gratuiti e alcuni a pagamento (2022); prezzi non noti.',
          en: 'Some free and some paid (2022); prices not known.',
        },
        sources: ['S217'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale → Bergamo in treno, poi tram e bus (qui sotto)',
        en: 'Milano Centrale → Bergamo by train, then tram and bus (below)',
      },
      timetables: [
        { name: 'bergamotrasporti.it', url: 'https://www.bergamotrasporti.it/', sources: ['S186'] },
        { name: 'arriva.it', url: 'https://www.arriva.it/', sources: ['S186'] },
      ],
      dayTrip: true,
      card: {
        it: 'Tram per Albino e bus; da Vertova 3,5 km a piedi',
        en: 'Tram to Albino and bus; 3.5 km on foot from Vertova',
      },
      sources: ['S108', 'S109'],
    },
  },
  // Fermona: a bus passes nearby, but no source measures the walk from a stop.
  '7': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'Il bar-trattoria “La Cascata” accanto al parcheggio gratuito e al parco giochi.',
          en: 'The “La Cascata” bar-trattoria next to the free car park and playground.',
        },
        sources: ['S113', 'S114'],
      },
      picnic: {
        state: 'no',
        note: {
          it: 'Vietato dall’ordinanza esposta all’ingresso (2025).',
          en: 'Banned by the ordinance posted at the entrance (2025).',
        },
        sources: ['S165'],
      },
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Parcheggio gratuito in via Battisti; multe per chi parcheggia altrove (2025).',
          en: 'Free car park in via Battisti; fines for cars parked elsewhere (2025).',
        },
        sources: ['S113', 'S165'],
      },
    },
  },
  // Nesso
  '8': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'Un ristorante-pizzeria e alcuni bar in paese; giorni di apertura non noti.',
          en: 'A restaurant-pizzeria and some bars in the village; opening days not known.',
        },
        sources: ['S205'],
      },
      picnic: UNKNOWN,
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Pochissimi posti in piazza Castello; lungo la provinciale posti gratuiti e a pagamento, prezzi non noti.',
          en: 'Very few spaces in Piazza Castello; free and paid spaces along the main road, prices not known.',
        },
        sources: ['S41', 'S206'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Cadorna o Porta Garibaldi (S11) → Como → Nesso (bus C30, spesso pieno)',
        en: 'Milano Cadorna or Porta Garibaldi (S11) → Como → Nesso (C30 bus, often full)',
      },
      frequency: {
        text: {
          it: 'C30: 27 corse per senso nei feriali, coordinate con i treni (dal 2024)',
          en: 'C30: 27 runs each way on weekdays, timed with the trains (since 2024)',
        },
        basis: 'sourced',
        sources: ['S192'],
      },
      timetables: [TRENORD],
      dayTrip: true,
      card: {
        it: 'Treno a Como, bus C30; poi quasi 300 gradini',
        en: 'Train to Como, C30 bus; then almost 300 steps',
      },
      sources: ['S210', 'S191', 'S116'],
    },
  },
  // Vallategna
  '9': {
    facilities: {
      toilets: UNKNOWN,
      food: UNKNOWN,
      picnic: {
        state: 'yes',
        note: {
          it: 'Un piccolo parco comunale con qualche panchina; se il picnic sia permesso non si sa.',
          en: 'A very small municipal park with a few benches; whether picnics are allowed is not known.',
        },
        sources: ['S44'],
      },
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Intorno alla stazione di Canzo-Asso; tariffa non nota.',
          en: 'Around Canzo-Asso station; fee not known.',
        },
        sources: ['S44'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Cadorna → Canzo-Asso, capolinea (alcune corse finiscono a Erba e proseguono in bus)',
        en: 'Milano Cadorna → Canzo-Asso, end of the line (some runs stop at Erba and a bus continues)',
      },
      time: {
        text: { it: 'circa 1 ora e 20', en: 'about 1 h 20' },
        basis: 'sourced',
        sources: ['S194'],
        note: {
          it: 'Un treno di esempio: Cadorna 6.09, Asso 7.31 (2024).',
          en: 'One sample train: Cadorna 6:09, Asso 7:31 (2024).',
        },
      },
      frequency: {
        text: {
          it: 'circa ogni ora o più spesso, a volte con il bus da Erba',
          en: 'roughly hourly or better, sometimes with the bus from Erba',
        },
        basis: 'estimate',
        sources: ['S194'],
        note: {
          it: 'La Regione punta a un treno ogni 30 minuti fino a Erba: la frequenza fino ad Asso è una nostra stima.',
          en: 'The region aims at a train every 30 minutes to Erba: the frequency to Asso is our estimate.',
        },
      },
      timetables: [TRENORD],
      dayTrip: true,
      card: {
        it: 'Treno fino a Canzo-Asso, poi pochi minuti a piedi',
        en: 'Train to Canzo-Asso, then a few minutes on foot',
      },
      sources: ['S193', 'S194', 'S45'],
    },
  },
  // Narcanello
  '10': {
    facilities: {
      toilets: UNKNOWN,
      food: UNKNOWN,
      picnic: {
        state: 'yes',
        note: {
          it: 'Un tavolo da picnic dove la pista esce dal bosco (2016).',
          en: 'One picnic table where the track leaves the forest (2016).',
        },
        sources: ['S195'],
      },
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Piazzole prima del divieto di transito e un piccolo spiazzo per circa sei auto; in Val Sozzine a pagamento, importo non noto.',
          en: 'Lay-bys before the no-entry sign and a small lot for about six cars; paid in Val Sozzine, amount not known.',
        },
        sources: ['S47', 'S195'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale → Brescia → Edolo (treno Brescia–Iseo–Edolo) → Ponte di Legno (bus B52)',
        en: 'Milano Centrale → Brescia → Edolo (Brescia–Iseo–Edolo train) → Ponte di Legno (B52 bus)',
      },
      time: {
        text: { it: 'almeno 4 ore', en: 'at least 4 hours' },
        basis: 'estimate',
        sources: ['S209', 'S196', 'S123'],
        note: {
          it: 'Da 36 minuti (Frecciarossa) a 1 h 07 (regionale) fino a Brescia, circa 2 ore fino a Edolo, poi il bus.',
          en: '36 minutes (Frecciarossa) to 1 h 07 (regional) to Brescia, about 2 hours to Edolo, then the bus.',
        },
      },
      timetables: [TRENORD],
      dayTrip: false,
      card: {
        it: 'Treni per Edolo e bus B52: non è una gita in giornata',
        en: 'Trains to Edolo and the B52 bus: not a day trip',
      },
      sources: ['S209', 'S196', 'S123'],
    },
  },
  // Val Codera
  '11': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'A Codera, circa 2 ore di salita, l’Osteria Alpina e la Locanda (aperta ogni giorno da aprile a ottobre secondo il bando); più su il Rifugio Brasca.',
          en: 'At Codera, about 2 hours up, the Osteria Alpina and the Locanda (open daily April to October under its lease); further up, Rifugio Brasca.',
        },
        sources: ['S54', 'S198'],
      },
      picnic: UNKNOWN,
      water: {
        state: 'yes',
        note: {
          it: 'Una fontanella al parcheggio di Mezzolpiano, dove parte il sentiero.',
          en: 'A small fountain at the Mezzolpiano car park, where the path starts.',
        },
        sources: ['S197'],
      },
      parking: {
        state: 'yes',
        note: {
          it: 'A pagamento a Mezzolpiano: 1 € l’ora o 7 € al giorno (tariffa senza data).',
          en: 'Paid at Mezzolpiano: €1 an hour or €7 a day (undated fee).',
        },
        sources: ['S126'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale → Colico (regionale per Tirano) → Novate Mezzola (treno Colico–Chiavenna, 15 minuti)',
        en: 'Milano Centrale → Colico (Tirano regional) → Novate Mezzola (Colico–Chiavenna train, 15 minutes)',
      },
      time: {
        text: { it: 'circa 2 ore', en: 'about 2 hours' },
        basis: 'estimate',
        sources: ['S178', 'S126'],
        note: {
          it: 'Circa 1 h 25 fino a Colico in un orario di esempio, 15 minuti fino a Novate Mezzola, più il cambio.',
          en: 'About 1 h 25 to Colico in one sample timetable, 15 minutes to Novate Mezzola, plus the change.',
        },
      },
      frequency: TIRANO_LINE_HOURLY,
      timetables: [TRENORD],
      dayTrip: true,
      card: {
        it: 'Treno fino a Novate Mezzola, poi 20 minuti al sentiero',
        en: 'Train to Novate Mezzola, then 20 minutes to the path',
      },
      sources: ['S176', 'S126', 'S197'],
    },
  },
  // Nardis
  '12': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'Il Rifugio Cascate Nardis, ristorante accanto alla cascata (2015).',
          en: 'The Rifugio Cascate Nardis, a restaurant by the fall (2015).',
        },
        sources: ['S58', 'S213'],
      },
      picnic: UNKNOWN,
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Parcheggi a pagamento del Parco (P1–P4), con punto informazioni al P4.',
          en: 'The Park’s pay car parks (P1–P4), with an information point at P4.',
        },
        sources: ['S58'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Centrale → Trento (Frecciarossa) → Pinzolo (bus, spesso con cambio a Tione o Sarche); nessun bus diretto da Milano',
        en: 'Milano Centrale → Trento (Frecciarossa) → Pinzolo (bus, often changing at Tione or Sarche); no direct bus from Milan',
      },
      time: {
        text: { it: '5-6 ore', en: '5-6 hours' },
        basis: 'estimate',
        sources: ['S199', 'S200'],
        note: {
          it: 'Il bus da Trento può impiegare 3 h 24 e l’ultimo partiva alle 18.40: si dorme in valle.',
          en: 'The bus from Trento can take 3 h 24 and the last one left at 18:40: stay overnight.',
        },
      },
      dayTrip: false,
      timetables: [],
      card: {
        it: 'Treno per Trento e bus: non è una gita in giornata',
        en: 'Train to Trento and bus: not a day trip',
      },
      sources: ['S199', 'S200'],
    },
  },
  // Gaina: no source names a stop; the guide keeps "no public transport found".
  '13': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'yes',
        note: {
          it: 'Solo all’inizio, vicino a via Foina, o nei bar di Monticelli Brusati.',
          en: 'Only at the start, near via Foina, or in the bars of Monticelli Brusati.',
        },
        sources: ['S204'],
      },
      picnic: {
        state: 'yes',
        note: {
          it: 'Una radura attrezzata alla fine del sentiero.',
          en: 'An equipped clearing at the end of the path.',
        },
        sources: ['S201', 'S65'],
      },
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'Vicino al cimitero o in via Foina; tariffa non nota.',
          en: 'By the cemetery or in via Foina; fee not known.',
        },
        sources: ['S201'],
      },
    },
  },
  // Cittiglio: closed since 2020; what it had then.
  '14': {
    facilities: {
      toilets: UNKNOWN,
      food: {
        state: 'no',
        note: {
          it: 'Nessun punto ristoro alle cascate (il sindaco ne ipotizzava uno in futuro).',
          en: 'No refreshment point at the falls (the mayor spoke of one in future).',
        },
        sources: ['S215'],
      },
      picnic: {
        state: 'yes',
        note: {
          it: 'Area picnic attrezzata al Parco degli Alpini (2014), chiusa con il resto dell’area.',
          en: 'An equipped picnic area at the Parco degli Alpini (2014), closed with the rest of the site.',
        },
        sources: ['S202'],
      },
      water: UNKNOWN,
      parking: {
        state: 'yes',
        note: {
          it: 'In fondo a via Roma, prima del ponte (2014); tariffa non nota.',
          en: 'At the end of via Roma, before the bridge (2014); fee not known.',
        },
        sources: ['S73'],
      },
    },
    fromMilan: {
      route: {
        it: 'Milano Cadorna → Cittiglio (treno per Laveno o RE1); l’area delle cascate è chiusa',
        en: 'Milano Cadorna → Cittiglio (Laveno train or RE1); the falls area is closed',
      },
      frequency: {
        text: { it: 'ritorno da Laveno ogni ora', en: 'back from Laveno every hour' },
        basis: 'sourced',
        sources: ['S203'],
      },
      timetables: [TRENORD],
      dayTrip: true,
      card: { it: 'Treno fino a Cittiglio (area chiusa)', en: 'Train to Cittiglio (site closed)' },
      sources: ['S211'],
    },
  },
}
