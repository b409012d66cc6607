import { readFileSync, writeFileSync } from 'node:fs'
import { parseDocument, isMap, isSeq } from 'yaml'

const W = (n) => `content/waterfalls/${n}`
const opts = { lineWidth: 100, minContentWidth: 40 }
function edit(path, fn) {
  const doc = parseDocument(readFileSync(path, 'utf8'))
  fn(doc)
  writeFileSync(path, doc.toString(opts))
}
const bi = (it, en) => ({ it, en })
function flowSources(doc, ...paths) {
  for (const p of paths) { const n = doc.getIn(p, true); if (isSeq(n)) n.flow = true }
}
function setSources(doc, path, ids) { doc.setIn(path, doc.createNode(ids)); flowSources(doc, path) }
function sourcesList(doc) { return doc.get('sources', true) }
function removeSource(doc, id) {
  const seq = sourcesList(doc)
  const i = seq.items.findIndex((item) => (isMap(item) ? item.get('id') === id : item.value === id))
  if (i < 0) throw new Error(`no ${id}`)
  seq.items.splice(i, 1)
}
function addSource(doc, source) {
  const node = doc.createNode(source)
  sourcesList(doc).items.push(node)
}
function findIndex(doc, path, pred) {
  const seq = doc.getIn(path, true)
  const i = seq.items.findIndex((n) => pred(n.toJSON()))
  if (i < 0) throw new Error(`not found in ${path}`)
  return i
}
function replaceText(doc, path, from, to) {
  const node = doc.getIn(path, true)
  const v = node.value ?? node
  if (!String(v).includes(from)) throw new Error(`"${from}" not in ${path.join('.')}: ${v}`)
  doc.setIn(path, String(v).replace(from, to))
}

// 8 Nesso ---------------------------------------------------------------------------------
edit(W('08-orrido-e-cascata-di-nesso.yaml'), (doc) => {
  doc.setIn(['status', 'state'], 'conditions')
  const rule = doc.createNode({
    kind: 'rule',
    year: 2025,
    text: bi(
      "Tuffarsi dal Ponte della Civera è vietato per motivi di sicurezza, e così entrare a nuoto nella gola, contro la corrente: nell'estate 2025 il sindaco ha annunciato controlli, e ad agosto 2025 i residenti hanno raccolto firme per chiedere cartelli che rendano chiaro il divieto. Una fila di boe chiude alle barche il passaggio sotto il ponte. Con i bambini resta lontano dal bordo dell'acqua.",
      "Diving from the Ponte della Civera is forbidden for safety reasons, and so is swimming up into the gorge against the current: in summer 2025 the mayor announced checks, and in August 2025 residents collected signatures asking for signs that make the ban clear. A line of buoys closes the passage under the bridge to boats. With children, keep well back from the water's edge.",
    ),
    sources: ['S220', 'S221', 'S222', 'S223'],
    card: bi('Vietato tuffarsi dal ponte e nuotare nella gola (2025)', 'No diving from the bridge or swimming in the gorge (2025)'),
  })
  doc.get('notices', true).items.unshift(rule)
  flowSources(doc, ['notices', 0, 'sources'])
  setSources(doc, ['notices', 1, 'sources'], ['S224'])
  const c30 = findIndex(doc, ['transport', 'options'], (o) => o.line.it.includes('C30'))
  const c30Sources = doc.getIn(['transport', 'options', c30, 'sources']).toJSON().map((id) => (id === 'S116' ? 'S225' : id))
  setSources(doc, ['transport', 'options', c30, 'sources'], c30Sources)
  const c130 = doc.createNode({
    mode: 'bus',
    line: bi(
      "Navetta estiva C130 Bellagio–Lezzeno–Nesso: nel 2025 il venerdì, il sabato, la domenica e nei festivi fino al 14 settembre (per il 2026 non si sa)",
      'Summer shuttle bus C130 Bellagio–Lezzeno–Nesso: in 2025 on Fridays, Saturdays, Sundays and holidays until 14 September (2026 not known)',
    ),
    stop: bi('Nesso (le fonti non indicano la fermata)', 'Nesso (the sources do not name the stop)'),
    walk: bi('Le fonti non descrivono il tratto dalla fermata a Piazza Castello.', 'The sources do not describe the way from the stop to Piazza Castello.'),
    sources: ['S120'],
  })
  doc.getIn(['transport', 'options'], true).items.splice(c30 + 1, 0, c130)
  flowSources(doc, ['transport', 'options', c30 + 1, 'sources'])
  const fm = doc.getIn(['fromMilan', 'sources']).toJSON().map((id) => (id === 'S116' ? 'S225' : id))
  setSources(doc, ['fromMilan', 'sources'], fm)
  removeSource(doc, 'S116')
  removeSource(doc, 'S173')
  addSource(doc, { id: 'S220', publisher: 'laprovinciadicomo.it', title: 'Ancora tuffi proibiti all’Orrido di Nesso: «Ora basta»', lang: 'it', url: 'https://www.laprovinciadicomo.it/stories/premium/lago-e-valli/ancora-tuffi-proibiti-allorrido-di-nesso-ora-basta-o_3257942_11' })
  addSource(doc, { id: 'S221', publisher: 'laprovinciadicomo.it', title: 'Nesso, una raccolta firme contro i tuffi proibiti', lang: 'it', date: '2025-08-31', url: 'https://www.laprovinciadicomo.it/stories/premium/lago-e-valli/nesso-una-raccolta-firme-contro-i-tuffi-proibiti-o_3279848_11' })
  addSource(doc, { id: 'S222', publisher: 'quicomo.it', title: '[Tuffi dal ponte dell’orrido di Nesso: la denuncia su Instagram]', lang: 'it', date: '2022-08', url: 'https://www.quicomo.it/attualita/video-tuffi-lago-nesso-denuncia-instagram.html' })
  addSource(doc, { id: 'S223', publisher: 'laprovinciadicomo.it', title: 'Il Comune di Nesso mette le boe vicino al ponte della Civera: «Basta barche qui»', lang: 'it', url: 'https://www.laprovinciadicomo.it/stories/premium/lago-e-valli/boe-vicino-al-ponte-della-civera-per-fermare-le-barche-o_1591709_11/' })
  addSource(doc, { id: 'S224', publisher: 'laprovinciadicomo.it', title: 'Dalla chiusura alla riapertura in tempo record, ma la Lariana ha ancora bisogno di interventi anti frane', lang: 'it', date: '2023', url: 'https://www.laprovinciadicomo.it/stories/lago-e-valli/dalla-chiusura-alla-riapertura-in-tempo-record-ma-la-lariana-ha-ancora-bisogno_1477830_11/' })
  addSource(doc, { id: 'S225', publisher: 'laprovinciadicomo.it', title: 'Più autobus sulla Lariana: altre otto corse', lang: 'it', url: 'https://www.laprovinciadicomo.it/stories/premium/lago-e-valli/piu-autobus-sulla-lariana-altre-otto-corse-o_1585478_11/' })
  sourcesList(doc).items.push(doc.createNode('S120'))
  doc.set('updated', '2026-11-27')
})

// 9 Vallategna: S120 moves to the shared sources (Nesso cites it too) -------------------------
let s120
edit(W('09-cascata-della-vallategna.yaml'), (doc) => {
  const seq = sourcesList(doc)
  const i = seq.items.findIndex((item) => isMap(item) && item.get('id') === 'S120')
  s120 = seq.items[i].toJSON()
  seq.items.splice(i, 1, doc.createNode('S120'))
  const bus = findIndex(doc, ['transport', 'options'], (o) => o.line.it.includes('C136'))
  doc.setIn(['transport', 'options', bus, 'line'], doc.createNode(bi(
    'Autobus C136 Asso–Bellagio: nel 2025 il venerdì, il sabato, la domenica e nei festivi fino al 14 settembre, dal pomeriggio alla sera (per il 2026 non si sa)',
    'C136 bus Asso–Bellagio: in 2025 on Fridays, Saturdays, Sundays and holidays until 14 September, afternoon to evening (2026 not known)',
  )))
  const train = findIndex(doc, ['transport', 'options'], (o) => o.mode === 'train')
  doc.setIn(['transport', 'options', train, 'line'], doc.createNode(bi(
    'Treno Trenord Milano–Asso: per i lavori a Seveso, previsti fino alla fine del 2026, dal 25 ottobre 2025 quattro fine settimana hanno avuto bus al posto dei treni tra Seveso e Meda; controlla su Trenord lavori e bus sostitutivi',
    'Trenord Milan–Asso train: for works at Seveso, due to last until the end of 2026, buses replaced the trains between Seveso and Meda on four weekends from 25 October 2025; check Trenord for engineering works and replacement buses',
  )))
  setSources(doc, ['transport', 'options', train, 'sources'], [...doc.getIn(['transport', 'options', train, 'sources']).toJSON(), 'S238'])
  doc.setIn(['facilities', 'picnic'], doc.createNode({ state: 'unknown' }))
  doc.getIn(['facilities', 'picnic'], true).flow = true
  doc.setIn(['facilities', 'parking'], doc.createNode({ state: 'unknown' }))
  doc.getIn(['facilities', 'parking'], true).flow = true
  removeSource(doc, 'S44')
  addSource(doc, { id: 'S238', publisher: 'laprovinciadicomo.it', title: 'Milano-Asso: lavori fermi, i disagi invece no', lang: 'it', date: '2025', url: 'https://www.laprovinciadicomo.it/stories/premium/Erba/milano-asso-lavori-fermi-i-disagi-invece-no-o_3383285_11' })
  doc.set('updated', '2026-11-27')
})
edit('content/sources.yaml', (doc) => {
  const { id, ...rest } = s120
  rest.title = 'Turismo, un’altra navetta al via: andrà da Bellagio a Lezzeno e Nesso'
  doc.set('S120', doc.createNode(rest))
  doc.set('S247', doc.createNode({ publisher: 'bergamotrasporti.it', title: '[Bergamo Trasporti: orari e avvisi delle linee di autobus della provincia]', lang: 'it', url: 'https://www.bergamotrasporti.it/' }))
  // S186, a scraped copy of a timetable, is no longer cited.
  doc.delete('S186')
})

// 2 Serio -------------------------------------------------------------------------------------
edit(W('02-cascate-del-serio.yaml'), (doc) => {
  replaceText(doc, ['notices', 0, 'text', 'it'], "Le date si annunciano ogni anno e possono cambiare:", 'Le date si annunciano ogni anno e possono cambiare (il calendario del 2026 non lo abbiamo trovato):')
  replaceText(doc, ['notices', 0, 'text', 'en'], 'The dates are announced each year and can change:', 'The dates are announced each year and can change (we did not find the 2026 calendar):')
  doc.setIn(['notices', 1, 'year'], 2025)
  doc.setIn(['notices', 1, 'text'], doc.createNode(bi(
    "Guardare la cascata è gratis. Nei giorni di apertura, nei parcheggi pubblici indicati il biglietto della sosta è obbligatorio per auto, camper, pullman e minibus, e chi non lo espone viene multato (così nel 2022 e nel 2023); si compra online, e nel 2025 era ancora in vendita. Il prezzo più recente che abbiamo trovato è di 5 euro per auto, nel 2022; quello del 2025 non l'abbiamo trovato. Nel 2023 il biglietto online garantiva il posto al centro sportivo arrivando entro le 8.30.",
    'Watching the falls is free. On release days a parking ticket is compulsory in the designated public car parks, for cars, campers, coaches and minibuses, and a vehicle without one on display is fined (so in 2022 and 2023); tickets are sold online, and were still on sale in 2025. The newest price we found is €5 per car, in 2022; we did not find the 2025 price. In 2023 an online ticket guaranteed a space at the sports centre if you arrived by 8:30.',
  )))
  setSources(doc, ['notices', 1, 'sources'], ['S227', 'S78', 'S158', 'S157', 'S228'])
  doc.setIn(['facilities', 'parking', 'note'], doc.createNode(bi(
    'A pagamento nei giorni di apertura: biglietto e prezzo sono nell’avviso sulla sosta, qui sopra. Conviene arrivare verso le 8.',
    'Paid on release days: the ticket and its price are in the parking notice above. Arriving around 8:00 is advised.',
  )))
  setSources(doc, ['facilities', 'parking', 'sources'], ['S227', 'S184'])
  doc.setIn(['fromMilan', 'timetables'], doc.createNode([{ name: 'bergamotrasporti.it', url: 'https://www.bergamotrasporti.it/', sources: ['S247'] }]))
  flowSources(doc, ['fromMilan', 'timetables', 0, 'sources'])
  removeSource(doc, 'S186')
  sourcesList(doc).items.push(doc.createNode('S247'))
  addSource(doc, { id: 'S227', publisher: 'ilnuovotorrazzo.it', title: '[Cascate del Serio: domenica 19 giugno la prima apertura]', lang: 'it', date: '2022-06-16', url: 'https://ilnuovotorrazzo.it/2022/06/16/cascate-del-serio-domenica-19-giugno-la-apertura' })
  addSource(doc, { id: 'S228', publisher: 'ecodibergamo.it', title: 'In seimila per il triplice salto delle Cascate del Serio', lang: 'it', date: '2025-08-17', url: 'https://www.ecodibergamo.it/stories/premium/bergamo-citta/in-seimila-triplice-salto-delle-cascate-del-serio-video-o_3250079_11/' })
  doc.set('updated', '2026-11-27')
})

// 6 Val Vertova --------------------------------------------------------------------------------
edit(W('06-cascate-della-val-vertova.yaml'), (doc) => {
  const bus = findIndex(doc, ['transport', 'options'], (o) => o.walk.it.includes('3,5 km'))
  doc.setIn(['transport', 'options', bus, 'walk'], doc.createNode(bi(
    "Nel 2025 una navetta partiva ogni mezz'ora dai parcheggi (per il 2026 non si sa); a piedi, dal parcheggio dell'ex stazione di Vertova a Cà Roset sono circa 3,5 km per via Cinque Martiri.",
    "In 2025 a shuttle bus left the car parks every half hour (2026 not known); on foot, from the car park at Vertova's former station it is about 3.5 km along via Cinque Martiri to Cà Roset.",
  )))
  setSources(doc, ['transport', 'options', bus, 'sources'], [...doc.getIn(['transport', 'options', bus, 'sources']).toJSON(), 'S231'])
  doc.setIn(['fromMilan', 'timetables'], doc.createNode([{ name: 'bergamotrasporti.it', url: 'https://www.bergamotrasporti.it/', sources: ['S247'] }]))
  flowSources(doc, ['fromMilan', 'timetables', 0, 'sources'])
  doc.setIn(['fromMilan', 'card'], doc.createNode(bi('Tram per Albino e bus; poi navetta (2025) o 3,5 km a piedi', 'Tram to Albino and bus; then the shuttle (2025) or 3.5 km on foot')))
  setSources(doc, ['fromMilan', 'sources'], [...doc.getIn(['fromMilan', 'sources']).toJSON(), 'S231'])
  removeSource(doc, 'S186')
  sourcesList(doc).items.push(doc.createNode('S247'))
  const seq = sourcesList(doc)
  const i = seq.items.findIndex((item) => isMap(item) && item.get('id') === 'S152')
  seq.items.splice(i, 1, doc.createNode({ id: 'S152', publisher: 'primabergamo.it', title: 'Il video dello smottamento nella Valle del Gru: chiusa al transito la Val Vertova', lang: 'it', date: '2023-09', url: 'https://primabergamo.it/cronaca/il-video-dello-smottamento-nella-valle-del-gru-chiusa-al-transito-la-val-vertova' }))
  addSource(doc, { id: 'S231', publisher: 'ecodibergamo.it', title: '[Val Vertova, dopo un anno e mezzo a maggio la riapertura]', lang: 'it', date: '2025', url: 'https://ecodibergamo.it/videos/bergamo-tv/tg/val-vertova-dopo-anno-mezzo-maggio-riapertura-o_1271489_44' })
  doc.set('updated', '2026-11-27')
})

// 12 Nardis ------------------------------------------------------------------------------------
edit(W('12-cascata-di-nardis.yaml'), (doc) => {
  doc.setIn(['fromMilan', 'route'], doc.createNode(bi(
    'Milano → Trento in treno, di solito con cambio a Verona; dal dicembre 2024 anche un regionale diretto al giorno da Milano Porta Garibaldi (alle 6.43 nel 2024) → Pinzolo con il bus di Trentino Trasporti, spesso con cambio a Tione o Sarche; nessun bus diretto da Milano',
    'Milan → Trento by train, usually changing at Verona; since December 2024 also one direct regional train a day from Milano Porta Garibaldi (06:43 in 2024) → Pinzolo on the Trentino Trasporti bus, often changing at Tione or Sarche; no direct bus from Milan',
  )))
  setSources(doc, ['fromMilan', 'sources'], [...doc.getIn(['fromMilan', 'sources']).toJSON(), 'S229'])
  addSource(doc, { id: 'S229', publisher: 'provincia.bz.it', title: 'Lombardia e Trentino-Alto Adige più vicini con RegioExpress', lang: 'it', date: '2024-12', url: 'https://provincia.bz.it/informatica-digitalizzazione/bandalarga/news.asp?news_action=4&news_article_id=687898' })
  doc.set('updated', '2026-11-27')
})

// 14 Cittiglio ---------------------------------------------------------------------------------
edit(W('14-cascate-di-cittiglio.yaml'), (doc) => {
  doc.setIn(['status', 'reopening'], doc.createNode(bi(
    "Lavori affidati a gennaio 2026: il Comune punta a riaprire all'inizio del 2027, in un primo tempo fino al prato degli Alpini (il tratto finanziato dalla Regione nel 2025). Non è una data confermata.",
    "Works contracted in January 2026: the comune aims to reopen in early 2027, at first as far as the Alpini's meadow (the stretch the region funded in 2025). It is not a confirmed date.",
  )))
  setSources(doc, ['status', 'sources'], ['S140', 'S141', 'S147', 'S148', 'S233'])
  replaceText(doc, ['notices', 0, 'text', 'it'], "punta a riaprire all'inizio del 2027, solo fino alla prima cascata.", "punta a riaprire all'inizio del 2027, in un primo tempo fino al prato degli Alpini, con un contributo regionale di 184.800 euro deciso nel luglio 2025.")
  replaceText(doc, ['notices', 0, 'text', 'en'], 'aims to reopen in early 2027, only as far as the first fall.', "aims to reopen in early 2027, at first as far as the Alpini's meadow, with a regional grant of €184,800 agreed in July 2025.")
  setSources(doc, ['notices', 0, 'sources'], [...doc.getIn(['notices', 0, 'sources']).toJSON(), 'S233'])
  addSource(doc, { id: 'S233', publisher: 'varesenoi.it', title: 'Sarà l’ultima estate senza le cascate di Cittiglio? Dalla Regione 184mila euro per la messa in sicurezza', lang: 'it', date: '2025-07-25', url: 'https://www.varesenoi.it/2025/07/25/leggi-notizia/argomenti/territorio/articolo/sara-lultima-estate-senza-le-cascate-di-cittiglio-dalla-regione-184mila-euro-per-la-messa-in-sicu.html' })
  doc.set('updated', '2026-11-27')
})

// 4 Bellano -------------------------------------------------------------------------------------
edit(W('04-orrido-di-bellano.yaml'), (doc) => {
  replaceText(doc, ['notices', 0, 'text', 'it'], 'Da gennaio a marzo apriva solo nei fine settimana (così nel 2019).', "Da gennaio a marzo apriva solo nei fine settimana (così nel 2019). Sono orari passati: negli inverni dello spettacolo di luci l'orrido apre anche in settimana (nei primi nove giorni del 2022 sono stati venduti 15.500 biglietti), quindi d'inverno controlla gli orari sul sito ufficiale.")
  replaceText(doc, ['notices', 0, 'text', 'en'], 'From January to March it opened at weekends only (so in 2019).', 'From January to March it opened at weekends only (so in 2019). These are past hours: in the winters of the light show the gorge also opens on weekdays (15,500 tickets were sold in the first nine days of 2022), so in winter check the hours on the official site.')
  doc.setIn(['notices', 0, 'year'], 2022)
  setSources(doc, ['notices', 0, 'sources'], ['S18', 'S93', 'S94', 'S235'])
  doc.setIn(['notices', 0, 'card'], doc.createNode(bi(
    'Ingresso a pagamento; d’inverno gli orari cambiano con lo spettacolo di luci: controllali sul sito ufficiale',
    'Paid entry; in winter the hours change with the light show: check them on the official site',
  )))
  replaceText(doc, ['notices', 1, 'text', 'it'], "l'illuminazione era prevista fino al 22 marzo 2026.", "l'illuminazione era prevista fino al 20 o al 22 marzo 2026 (le fonti non concordano).")
  replaceText(doc, ['notices', 1, 'text', 'en'], 'the lighting was due to stay on until 22 March 2026.', 'the lighting was due to stay on until 20 or 22 March 2026 (the sources differ).')
  doc.setIn(['notices', 1, 'year'], 2026)
  setSources(doc, ['notices', 1, 'sources'], ['S166', 'S167', 'S236'])
  const seq = sourcesList(doc)
  const i = seq.items.findIndex((item) => isMap(item) && item.get('id') === 'S168')
  seq.items[i].set('title', '[Orrido di Bellano chiuso per alcune ore dopo la caduta di sassi sulla passerella, settembre 2014]')
  seq.items[i].set('date', '2014-09')
  seq.items[i].items.sort((a, b) => ['id', 'publisher', 'title', 'lang', 'date', 'url'].indexOf(a.key.value) - ['id', 'publisher', 'title', 'lang', 'date', 'url'].indexOf(b.key.value))
  addSource(doc, { id: 'S235', publisher: 'leccotoday.it', title: '[Orrido di Bellano: un inizio di 2022 da record]', lang: 'it', date: '2022-01', url: 'https://www.leccotoday.it/notizie/orrido-record-inizio-2022.html' })
  addSource(doc, { id: 'S236', publisher: 'lecconotizie.com', title: '[Bellano, l’Orrido Magic Lights prosegue fino al 20 marzo]', lang: 'it', date: '2026-01-19', url: 'https://lecconotizie.com/mandello-notizie/bellano-orrido-magic-lights-prosegue-fino-al-20-marzo/' })
  doc.set('updated', '2026-11-27')
})

// 10 Narcanello --------------------------------------------------------------------------------
edit(W('10-cascate-del-narcanello.yaml'), (doc) => {
  const train = findIndex(doc, ['transport', 'options'], (o) => o.mode === 'train')
  doc.setIn(['transport', 'options', train, 'line'], doc.createNode(bi(
    'Treno Brescia–Iseo–Edolo, circa 2 ore da Brescia: nel 2025 la tratta Marone–Edolo è rimasta chiusa per lavori dal 1° marzo al 7 settembre; i lavori chiudono a volte parti della linea, controlla su Trenord prima di partire',
    'Brescia–Iseo–Edolo train, about 2 hours from Brescia: in 2025 the Marone–Edolo stretch was closed for works from 1 March to 7 September; works close parts of the line on some days, so check Trenord before leaving',
  )))
  setSources(doc, ['transport', 'options', train, 'sources'], [...doc.getIn(['transport', 'options', train, 'sources']).toJSON(), 'S239'])
  doc.setIn(['facilities', 'parking', 'note'], doc.createNode(bi(
    'Piazzole prima del divieto di transito e un piccolo spiazzo per circa sei auto; se la sosta si paghi, nessuna fonte lo dice.',
    'Lay-bys before the no-entry sign and a small lot for about six cars; no source says whether parking is paid.',
  )))
  addSource(doc, { id: 'S239', publisher: 'ilgiorno.it', title: '[Ferrovia Brescia-Iseo-Edolo, riparte oggi]', lang: 'it', date: '2025-09-08', url: 'https://www.ilgiorno.it/brescia/cronaca/ferrovia--brescia-iseo-edolo-riparte-oggi-ndh0noy2' })
  doc.set('updated', '2026-11-27')
})

// 11 Val Codera ---------------------------------------------------------------------------------
edit(W('11-cascate-gemelle-della-val-codera.yaml'), (doc) => {
  doc.setIn(['notices', 0, 'year'], 2025)
  doc.setIn(['notices', 0, 'text'], doc.createNode(bi(
    "Il Tracciolino, il sentiero in quota che alcuni usavano per entrare in Val Codera, è stato chiuso per intero dopo le frane del 2023 e del marzo 2024; il 26 luglio 2025 ha riaperto solo in parte, da Palazzina a San Giorgio, mentre il tratto da San Giorgio a Codera resta chiuso. Per salire in Val Codera non contarci: prendi la mulattiera di Mezzolpiano.",
    'The Tracciolino, the high path some walkers used as another way into Val Codera, was closed along its whole length after the landslides of 2023 and March 2024; on 26 July 2025 it partly reopened, from Palazzina to San Giorgio, while the stretch from San Giorgio to Codera stays closed. Do not count on it to reach Val Codera: take the Mezzolpiano mule track.',
  )))
  setSources(doc, ['notices', 0, 'sources'], ['S171', 'S172', 'S241', 'S242'])
  addSource(doc, { id: 'S241', publisher: 'laprovinciaunicatv.it', title: 'Riapre il sentiero del Tracciolino', lang: 'it', date: '2025-07-26', url: 'https://www.laprovinciaunicatv.it/stories/sondrio/valchiavenna/riapre-sentiero-del-tracciolino-o_3206060_11' })
  addSource(doc, { id: 'S242', publisher: 'montagna.tv', title: 'Riapre (parzialmente) il sentiero del Tracciolino', lang: 'it', date: '2025-07', url: 'https://www.montagna.tv/260755/riapre-parzialmente-il-sentiero-del-tracciolino' })
  doc.set('updated', '2026-11-27')
})

// 1 Acquafraggia ----------------------------------------------------------------------------------
edit(W('01-cascate-dell-acquafraggia.yaml'), (doc) => {
  const train = findIndex(doc, ['transport', 'options'], (o) => o.mode === 'train')
  replaceText(doc, ['transport', 'options', train, 'line', 'it'], 'e in un fine settimana di novembre i treni sono stati soppressi;', 'e dal 14 al 16 novembre sono stati soppressi i regionali diretti tra Chiavenna e Milano Porta Garibaldi;')
  replaceText(doc, ['transport', 'options', train, 'line', 'en'], 'and trains were cancelled one weekend in November;', 'and from 14 to 16 November the through regionals between Chiavenna and Milano Porta Garibaldi were cancelled;')
  doc.set('updated', '2026-11-27')
})

// 5 Troggia ----------------------------------------------------------------------------------------
edit(W('05-cascata-della-troggia.yaml'), (doc) => {
  const bus = findIndex(doc, ['transport', 'options'], (o) => o.line.it.includes('D35'))
  doc.setIn(['transport', 'options', bus, 'line'], doc.createNode(bi(
    'Autobus D35 Lecco–Taceno–Premana, in Valsassina; con l’orario invernale 2023-24 sono sparite le ultime corse della sera (19.10 e 20.10): controlla l’orario in vigore',
    'D35 bus Lecco–Taceno–Premana, up the Valsassina; the 2023–24 winter timetable dropped the last evening runs (19:10 and 20:10): check the current timetable',
  )))
  setSources(doc, ['transport', 'options', bus, 'sources'], ['S98', 'S245'])
  removeSource(doc, 'S99')
  addSource(doc, { id: 'S245', publisher: 'valsassinanews.com', title: '[Autobus D35: nei nuovi orari invernali spariscono le corse di fine giornata]', lang: 'it', date: '2023-09-09', url: 'https://www.valsassinanews.com/2023/09/09/autobus-d35-nei-nuovi-orari-invernali-spariscono-le-corse-di-fine-giornata-per-tornare-in-valle/' })
  doc.set('updated', '2026-11-27')
})

// 7 Fermona -----------------------------------------------------------------------------------------
edit(W('07-cascata-fermona.yaml'), (doc) => {
  setSources(doc, ['notices', 1, 'sources'], ['S35', 'S246', 'S165'])
  setSources(doc, ['months', 'sources'], ['S112'])
  setSources(doc, ['facilities', 'food', 'sources'], ['S113'])
  doc.setIn(['transport', 'note'], doc.createNode(bi(
    "Non abbiamo trovato autobus né treni fino a Ferrera di Varese: nessuna fonte che abbiamo letto ne indica, ma nemmeno dice che non ce ne sono; una guida dice che ci si arriva solo in auto. In bici ci si arriva dalla ciclabile Valcuvia–Valganna, che scende poi verso Luino.",
    'We found no bus or train to Ferrera di Varese: no source we read names one, nor says there is none; one guide says the car is the only way. By bike, it lies on the Valcuvia–Valganna cycle path, which runs on down towards Luino.',
  )))
  removeSource(doc, 'S111')
  removeSource(doc, 'S114')
  addSource(doc, { id: 'S246', publisher: 'varesenews.it', title: 'Troppi turisti alle cascate di Ferrera di Varese, ambiente fragile e pericoloso: l’appello del sindaco', lang: 'it', date: '2024-08', url: 'https://www.varesenews.it/2024/08/troppi-turisti-alle-cascate-di-ferrera-di-varese-ambiente-fragile-e-pericoloso-lappello-del-sindaco/2011710/' })
  doc.set('updated', '2026-11-27')
})

// 3 Cenghen ------------------------------------------------------------------------------------------
edit(W('03-cascata-del-cenghen.yaml'), (doc) => {
  doc.setIn(['walk', 'climb'], doc.createNode({
    metres: 270,
    basis: 'sourced',
    sources: ['S244'],
    note: bi(
      'Dal parcheggio di Linzanico (330 m) alla cascata (600 m), secondo una fonte. Un’altra dà 340 m di dislivello partendo più in basso, da Novegolo.',
      'From the Linzanico car park (330 m) to the fall (600 m), according to one source. Another gives a 340 m climb from a lower start, at Novegolo.',
    ),
  }))
  flowSources(doc, ['walk', 'climb', 'sources'])
  setSources(doc, ['walk', 'duration', 'sources'], ['S244', 'S14'])
  doc.setIn(['walk', 'duration', 'note'], doc.createNode(bi(
    "Da Linzanico una fonte indica poco più di un'ora; con i bambini conviene contare fino a un'ora e mezza.",
    'From Linzanico one source gives a little over an hour; with children, allow up to an hour and a half.',
  )))
  setSources(doc, ['height', 'sources'], ['S16'])
  doc.setIn(['facilities', 'picnic'], doc.createNode({ state: 'unknown' }))
  doc.getIn(['facilities', 'picnic'], true).flow = true
  doc.setIn(['facilities', 'parking', 'note'], doc.createNode(bi('Un parcheggio a Linzanico, all’inizio del sentiero; tariffa non indicata.', 'A car park at Linzanico, where the path starts; fee not stated.')))
  setSources(doc, ['facilities', 'parking', 'sources'], ['S244'])
  removeSource(doc, 'S15')
  addSource(doc, { id: 'S244', publisher: 'waterwind.it', title: 'Cascata del Cenghen, Abbadia Lariana', lang: 'it', url: 'http://waterwind.it/new/it/montagna/trekking-e-ferrate/trekking/284-prealpi/1997-cascata-del-cenghen,-abbadia-lariana.html' })
  doc.set('updated', '2026-11-27')
})

// 13 Gaina ----------------------------------------------------------------------------------------------
edit(W('13-cascate-di-gaina.yaml'), (doc) => {
  setSources(doc, ['facilities', 'picnic', 'sources'], ['S65'])
  doc.setIn(['facilities', 'parking'], doc.createNode({ state: 'unknown' }))
  doc.getIn(['facilities', 'parking'], true).flow = true
  removeSource(doc, 'S201')
  doc.set('updated', '2026-11-27')
})
