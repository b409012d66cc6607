/**
 * Every published page the catalogue's facts come from, as the research fact sheets list them
 * (the first sheet's ids S1 to S74, then the second sheet's pages from S75 on). A title is the
 * page's own where a fact sheet records it, or the page's subject as its address spells it; a
 * title in square brackets is ours, describing the page, where neither gives one (never a guessed
 * headline). The pages were not reopened for this catalogue and may have changed since.
 *
 * `year` is the year of publication where the page or its address gives it. `url` is the page's
 * address: https wherever the page is served over https (the page links it), otherwise its plain
 * http address, which the page shows as text and never links. The original article stands in for
 * a mirror of it, and the public host for a staging one.
 */
type SourceDefinition = {
  publisher: string
  title: string
  /** The language of the title, for screen readers; German only where no Italian or English page is known. */
  lang: 'it' | 'en' | 'de'
  year?: number
  url: `https://${string}` | `http://${string}`
}

const REGISTRY = {
  S1: {
    publisher: 'madesimo.eu',
    title: "Cascate dell'Acquafraggia",
    lang: 'it',
    url: 'https://www.madesimo.eu/it/cultura/cascate-dellacquafraggia/',
  },
  S2: {
    publisher: 'valnews.it',
    title: 'Piuro, ticket di 3 euro per accedere alle cascate, ma solo per i turisti',
    lang: 'it',
    year: 2021,
    url: 'https://valnews.it/2021/05/21/piuro-ticket-di-3-euro-per-accedere-alle-cascate-ma-solo-per-i-turisti',
  },
  S3: {
    publisher: 'ilgiorno.it',
    title: "Cascate a pagamento all'Acquafraggia",
    lang: 'it',
    year: 2025,
    url: 'https://www.ilgiorno.it/sondrio/cronaca/cascate-a-pagamento-allacquafraggia-oltre-7efabc76',
  },
  S4it: {
    publisher: 'it.wikipedia.org',
    title: 'Acquafraggia',
    lang: 'it',
    url: 'https://it.wikipedia.org/wiki/Acquafraggia',
  },
  S4en: {
    publisher: 'en.wikipedia.org',
    title: 'Acquafraggia',
    lang: 'en',
    url: 'https://en.wikipedia.org/wiki/Acquafraggia',
  },
  S5: {
    publisher: 'inalto.eu',
    title: 'Cascate Acquafraggia da Borgonovo di Piuro',
    lang: 'it',
    url: 'https://inalto.eu/relazioni/escursionismo/cascate-acquafraggia-da-borgonovo-di-piuro',
  },
  S6: {
    publisher: 'gnstucchi.netsons.org',
    title: 'Cascate Acquafraggia',
    lang: 'it',
    year: 2020,
    url: 'https://gnstucchi.netsons.org/2020/10/10/cascate-acquafraggia/',
  },
  S7: {
    publisher: 'hikesoftheworld.com',
    title: "Cascate dell'Acquafraggia, Savogno e Dasile",
    lang: 'it',
    url: "https://hikesoftheworld.com/escursioni/cascate-dell'acquafraggia%2C-savogno-e-dasile",
  },
  S8: {
    publisher: 'ilgiorno.it',
    title: 'Acquafraggia, al costo di 3 euro per lo spettacolo delle cascate si dovrà pagare un biglietto',
    lang: 'it',
    url: 'https://www.ilgiorno.it/sondrio/cronaca/acquafraggia-al-costo-di-3-euro-per-lo-spettacolo-delle-cascate-si-dovra-pagare-un-biglietto-1.6397560',
  },
  S9: {
    publisher: 'en.wikipedia.org',
    title: 'Cascate del Serio',
    lang: 'en',
    url: 'https://en.wikipedia.org/wiki/Cascate_del_Serio',
  },
  S10: {
    publisher: 'ecodibergamo.it',
    title: 'Torna lo spettacolo delle cascate del Serio',
    lang: 'it',
    year: 2025,
    url: 'https://www.ecodibergamo.it/stories/premium/valle-seriana/torna-spettacolo-delle-cascate-del-serio-cinque-date-giugno-o_2997188_11/',
  },
  S11: {
    publisher: 'laprovinciadivarese.it',
    title: '[Cascate del Serio: tempi di salita e punti di osservazione]',
    lang: 'it',
    url: 'https://laprovinciadivarese.it/?p=172638',
  },
  S12: {
    publisher: 'larassegna.it',
    title: "Cascate del Serio, domenica la prima: c'è anche l'escursione guidata",
    lang: 'it',
    year: 2015,
    url: 'https://www.larassegna.it/cascate-del-serio-domenica-la-prima-ce-anche-lescursione-guidata/',
  },
  S13: {
    publisher: 'primabergamo.it',
    title: '[Cascate del Serio: dove vederle]',
    lang: 'it',
    url: 'https://primabergamo.it/?p=527128',
  },
  S14: {
    publisher: 'leccoonline.com',
    title: 'UP – Un Percorso/33: una bella passeggiata alla cascata del Cenghen di Abbadia Lariana',
    lang: 'it',
    url: 'https://www.leccoonline.com/notizie/66030/up-amp-ndash-un-percorso-33-una-bella-passeggiata-alla-cascata-del-cenghen-di-abbadia-lariana',
  },
  S15: {
    publisher: 'newsprima.it',
    title: '[Cascata del Cenghen: il sentiero da Linzanico]',
    lang: 'it',
    url: 'https://newsprima.it/?p=103605',
  },
  S16: {
    publisher: 'laltracampana.altervista.org',
    title: 'Cascata del Cenghen',
    lang: 'it',
    url: 'http://laltracampana.altervista.org/4zcascatacenghen.php',
  },
  S17: {
    publisher: 'leccotoday.it',
    title: "Cascate e corsi d'acqua del Lecchese",
    lang: 'it',
    year: 2021,
    url: 'https://www.leccotoday.it/attualita/5-cascate-corsi-acqua-lecchese.html',
  },
  S18: {
    publisher: 'discoveringbellano.eu',
    title: 'Orrido di Bellano',
    lang: 'it',
    url: 'https://www.discoveringbellano.eu/it/orrido-di-bellano/',
  },
  S19: {
    publisher: 'it.wikipedia.org',
    title: 'Orrido di Bellano',
    lang: 'it',
    url: 'https://it.wikipedia.org/wiki/Orrido_di_Bellano',
  },
  S21: {
    publisher: 'lecconotizie.com',
    title: 'Zona pericolosa, chiusi gli accessi alla cascata della Troggia di Introbio',
    lang: 'it',
    year: 2020,
    url: 'https://lecconotizie.com/societa/valsassina-societa/zona-pericolosa-chiusi-gli-accessi-alla-cascata-della-troggia-di-introbio/',
  },
  S22: {
    publisher: 'valsassinanews.com',
    title: 'Dissesto idrogeologico: la Troggia resta vietata ma ammirabile',
    lang: 'it',
    year: 2020,
    url: 'https://valsassinanews.com/2020/05/23/dissesto-idrogeologico-la-troggia-resta-vietata-ma-ammirabile',
  },
  S23: {
    publisher: 'valbiandino.net',
    title: 'Introbio, sempre vietato il passaggio verso la cascata della Troggia',
    lang: 'it',
    url: 'https://valbiandino.net/index.php/attualita/item/3523-introbio-sempre-vietato-il-passaggio-verso-la-cascata-della-troggia',
  },
  S24: {
    publisher: 'trekking.it',
    title: 'Cascata della Troggia, Valsassina',
    lang: 'it',
    url: 'https://www.trekking.it/itinerari/escursioni-in-lombardia/cascata-troggia-valsassina-introbio-lecco/',
  },
  S25: {
    publisher: 'valsassinanews.com',
    title: 'Ci risiamo: chiusa per frana la strada tra Introbio e la Val Biandino',
    lang: 'it',
    year: 2022,
    url: 'https://www.valsassinanews.com/2022/11/10/ci-risiamo-chiusa-per-frana-la-strada-tra-introbio-e-la-val-biandino/',
  },
  S26: {
    publisher: 'vallevertova.it',
    title: 'Come comportarsi',
    lang: 'it',
    url: 'https://vallevertova.it/come-comportarsi',
  },
  S27: {
    publisher: 'ecodibergamo.it',
    title: "Rincara il biglietto d'ingresso per gli escursionisti in Val Vertova",
    lang: 'it',
    year: 2022,
    url: 'https://ecodibergamo.it/stories/premium/valle-seriana/rincara-euro-biglietto-dingresso-escursionisti-val-vertova-o_1425670_11',
  },
  S28: {
    publisher: 'paesemio.eu',
    title: 'Come si entra e quanto si paga in Val Vertova',
    lang: 'it',
    url: 'https://www.paesemio.eu/come-si-entra-e-quanto-si-paga-in-val-vertova',
  },
  S29: {
    publisher: 'ilgiorno.it',
    title: 'La Valle Vertova',
    lang: 'it',
    url: 'https://www.ilgiorno.it/cosa-fare/sch-gite-in-giornata-jlz2eofj/la-valle-vertova',
  },
  S30: {
    publisher: 'enricatancioni.com',
    title: 'A piedi in Val Vertova',
    lang: 'it',
    year: 2020,
    url: 'https://enricatancioni.com/2020/10/07/a-piedi-in-val-vertova/',
  },
  S31: {
    publisher: 'siti.consinfo.it',
    title: "Val Vertova, tra corsi d'acqua e imponenti rocce",
    lang: 'it',
    url: 'http://siti.consinfo.it/zPERDIE/rubriche/approfondimenti/3339-val-vertova-tra-corsi-d-acqua-e-imponenti-rocce-vero-paradiso-naturale.html',
  },
  S32: {
    publisher: 'hikr.org',
    title: 'Cascata della Val de Grue, Val Vertova',
    lang: 'it',
    url: 'https://www.hikr.org/tour/post137356.html',
  },
  S32b1: {
    publisher: 'cosedibergamo.com',
    title: "La Val Vertova in inverno: cascate d'acqua e marmitte dei giganti",
    lang: 'it',
    year: 2020,
    url: 'https://cosedibergamo.com/2020/02/28/la-val-vertova-in-inverno-cascate-dacqua-e-marmitte-dei-giganti/',
  },
  S32b2: {
    publisher: 'viportoviaconme.it',
    title: 'Le cascate di Val Vertova: una giornata tra relax e natura',
    lang: 'it',
    url: 'https://viportoviaconme.it/europa/italia/lombardia/le-cascate-di-val-vertova-una-giornata-tra-relax-e-natura',
  },
  S33: {
    publisher: 'varesenews.it',
    title: 'Ferrera di Varese, torna il divieto sotto la cascata Fermona: troppo alto il rischio di frane',
    lang: 'it',
    year: 2025,
    url: 'https://www.varesenews.it/2025/07/ferrera-di-varese-torna-il-divieto-sotto-la-cascata-fermona-troppo-alto-il-rischio-di-frane/2285719/',
  },
  S34: {
    publisher: 'varesenews.it',
    title: 'Partono i lavori di messa in sicurezza alle cascate di Ferrera',
    lang: 'it',
    year: 2021,
    url: 'https://www.varesenews.it/2021/07/partono-lavori-messa-sicurezza-alle-cascate-ferrera/1363856/',
  },
  S35: {
    publisher: 'varesenews.it',
    title: "Troppi turisti alle cascate di Ferrera di Varese: ambiente fragile e pericoloso, l'appello del sindaco",
    lang: 'it',
    year: 2024,
    url: 'https://www.varesenews.it/2024/08/troppi-turisti-alle-cascate-di-ferrera-di-varese-ambiente-fragile-e-pericoloso-lappello-del-sindaco/2011710/',
  },
  S36: {
    publisher: 'dogtravel.it',
    title: 'Le cascate di Ferrera con il cane',
    lang: 'it',
    url: 'https://www.dogtravel.it/le-cascate-di-ferrera-con-il-cane/',
  },
  S37: {
    publisher: 'vareseguida.com',
    title: 'La cascata Fermona',
    lang: 'it',
    url: 'http://vareseguida.com/la-cascata-fermona-sensazioni-da-eden-tropicale/',
  },
  S38: {
    publisher: 'apassodilumaca.wixsite.com',
    title: 'Cascate di Ferrera (Varese)',
    lang: 'it',
    url: 'https://apassodilumaca.wixsite.com/apassodilumaca/post/cascate-di-ferrera-varese-i',
  },
  S39: {
    publisher: 'it.wikipedia.org',
    title: 'Orrido di Nesso',
    lang: 'it',
    url: 'https://it.wikipedia.org/wiki/Orrido_di_Nesso',
  },
  S40: {
    publisher: 'lariolakecomo.com',
    title: 'Orrido di Nesso',
    lang: 'it',
    url: 'http://lariolakecomo.com/punto_interesse.php?id=157',
  },
  S41: {
    publisher: 'lariusway.com',
    title: 'Orrido di Nesso',
    lang: 'it',
    url: 'https://lariusway.com/luoghi-e-borghi/nesso/orrido-di-nesso/',
  },
  S42: {
    publisher: 'comozero.it',
    title: 'Una cascata magnifica e i luoghi amati da poeti e scrittori: la provincia di Como ha un nuovo parco',
    lang: 'it',
    year: 2024,
    url: 'https://comozero.it/attualita/una-cascata-magnifica-e-i-luoghi-amati-da-poeti-e-scrittori-la-provincia-di-como-ha-un-nuovo-parco',
  },
  S43: {
    publisher: 'lariotrek.it',
    title: 'Cascata della Vallategna',
    lang: 'it',
    url: 'https://www.lariotrek.it/soiusa/triangolo-lariano/gruppo-dei-corni-di-canzo/corni-di-canzo/sguancia/cascata-della-vallategna',
  },
  S44: {
    publisher: 'appuntisemplici.com',
    title: 'Cascata Vallategna, Asso (CO)',
    lang: 'it',
    year: 2025,
    url: 'https://appuntisemplici.com/2025/09/28/cascata-vallategna-asso-co',
  },
  S45: {
    publisher: 'ilgiorno.it',
    title: 'Asso, si apre il sipario sulla Vallategna',
    lang: 'it',
    url: 'https://www.ilgiorno.it/como/cronaca/asso-si-apre-il-sipario-sulla-vallategna-pcacbiwi',
  },
  S47: {
    publisher: 'CAI Pezzo-Ponte di Legno',
    title: 'Alle cascate del Narcanello da Val Sozzine, segnavia CAI n. 42',
    lang: 'it',
    url: 'https://www.caipezzopontedilegno.org/alle-cascate-del-narcanello-da-val-sozzine-segnavia-cai-n-42/',
  },
  S48: {
    publisher: 'domeniconodari.it',
    title: 'Laghetto del Pisgana (cascate del Narcanello)',
    lang: 'it',
    url: 'http://www.domeniconodari.it/escursioni/CD%202/ESCURSIONI_2/2500%20-%20LAGHETTO%20DEL%20PISGANA%20(CASCATE%20NARCANELLO)/SCHEDA.htm',
  },
  S49: { publisher: 'area3v.com', title: 'Vedretta del Pisgana', lang: 'it', url: 'http://area3v.com/?p=5466' },
  S50: {
    publisher: 'waltellina.com',
    title: 'Bivacco Valli, Val Codera',
    lang: 'it',
    url: 'https://www.waltellina.com/valtellina_valchiavenna/rifugi_bivacchi/valchiavenna_vallespluga/bivacco_valli_valcodera/bivacco_valli_valcodera.html',
  },
  S51: {
    publisher: 'CAI Milano',
    title: 'Rifugio Luigi Brasca',
    lang: 'it',
    url: 'http://www.caimilano.org/rifugio-luigi-brasca/',
  },
  S51b: {
    publisher: 'myvetrina.com',
    title: 'Rifugio Brasca',
    lang: 'it',
    url: 'http://www.myvetrina.com/vetrina-1643-rifugio-brasca.html',
  },
  S52: {
    publisher: 'escursionismo.it',
    title: 'Rifugio Brasca Luigi',
    lang: 'it',
    url: 'https://escursionismo.it/rifugi-bivacchi/brasca-luigi-14285',
  },
  S53: { publisher: 'diska.it', title: 'Rifugio Brasca', lang: 'it', url: 'http://diska.it/rifbrasca.asp' },
  S54: {
    publisher: 'CAI Novate Milanese',
    title: 'Val Codera, 18 marzo 2023',
    lang: 'it',
    year: 2025,
    url: 'https://organizzazione.cai.it/sez-novate-milanese/2025/05/18-03-2023-val-codera',
  },
  S55: {
    publisher: 'valchiavenna.de',
    title: 'Rifugio Brasca',
    lang: 'de',
    url: 'https://www.valchiavenna.de/rifugio-brasca',
  },
  S56: {
    publisher: 'Parco Naturale Adamello Brenta',
    title: 'Cascata di Nardis',
    lang: 'it',
    url: 'https://www.pnab.it/poi/cascata-di-nardis/',
  },
  S57: {
    publisher: 'Visit Trentino',
    title: 'Cascate Nardis',
    lang: 'de',
    url: 'https://visittrentino.info/de/guide/natur/wasserfalle/cascate-nardis_md_2300',
  },
  S58: {
    publisher: 'iltascalibro.blogspot.com',
    title: 'Pinzolo e il fascino della Val di Genova',
    lang: 'it',
    year: 2015,
    url: 'https://iltascalibro.blogspot.com/2015/08/pinzolo-e-il-fascino-della-val-di.html',
  },
  S59: {
    publisher: 'stradafacendovedremo.it',
    title: 'Cascate Nardis e cascate del Lares',
    lang: 'it',
    url: 'https://stradafacendovedremo.it/cascate-nardis-e-cascate-del-lares',
  },
  S60: {
    publisher: 'Parco Naturale Adamello Brenta',
    title: "Estate 2023 all'insegna della mobilità sostenibile",
    lang: 'it',
    year: 2023,
    url: 'https://www.pnab.it/estate-2023-allinsegna-della-mobilita-sostenibile/',
  },
  S61: {
    publisher: 'Parco Naturale Adamello Brenta',
    title: "Il Parco risponde all'articolo «Degrado con pedaggio»",
    lang: 'it',
    year: 2012,
    url: 'https://www.pnab.it/il-parco-risponde-allarticolo-degrado-con-pedaggio-pubblicato-sul-quotidiano-ladige-in-data-7-settembre-a-firma-di-n-c-per-descrivere-con-chiare/',
  },
  S62: {
    publisher: 'gardaoutdoor.blog',
    title: 'Alle cascate del Nardis in inverno',
    lang: 'it',
    url: 'https://www.gardaoutdoor.blog/trekking/alle-cascate-del-nardis-in-inverno/',
  },
  S63: {
    publisher: 'news.giudicarie.com',
    title: 'Val Genova: regolamentazione del traffico estivo',
    lang: 'it',
    url: 'http://news.giudicarie.com/it/parco/91-brevi-dal-parco-naturale-adamello-brenta/2572-val-genova-regolamentazione-del-traffico-estivo-sulla-strada-di-val-genova.html',
  },
  S63b: {
    publisher: 'Parco Naturale Adamello Brenta',
    title: 'Aggiornamento accessibilità valli del Parco causa maltempo',
    lang: 'it',
    url: 'https://www.pnab.it/aggiornamento-accessibilita-valli-del-parco-causa-maltempo/',
  },
  S64: {
    publisher: 'Comune di Monticelli Brusati',
    title: 'Le cascate di Gaina',
    lang: 'it',
    url: 'http://www.comune.monticellibrusati.bs.it/luogo/le-cascate-di-gaina',
  },
  S65: {
    publisher: 'italia.it',
    title: 'Sentiero delle Cascate im Valle di Gaina',
    lang: 'de',
    url: 'https://www.italia.it/de/lombardei/brescia/sentiero-delle-cascate-wasserfallweg-im-valle-di-gaina',
  },
  S66: {
    publisher: 'bresciatoday.it',
    title: 'Sentiero delle Cascate',
    lang: 'it',
    url: 'https://www.bresciatoday.it/social/sentiero-cascate.html',
  },
  S67: {
    publisher: 'Vivi Brescia (Issuu)',
    title: 'Vivi Brescia, febbraio 2023',
    lang: 'it',
    year: 2023,
    url: 'https://issuu.com/vittoriobertoni7/docs/vivi_brescia_feb_2023/s/18580471',
  },
  S68: {
    publisher: 'radiobrunobrescia.it',
    title: 'Zaino in spalla: Sentiero delle Cascate',
    lang: 'it',
    year: 2020,
    url: 'https://www.radiobrunobrescia.it/2020/09/23/zaino-in-spalla-sentiero-delle-cascate/',
  },
  S69: {
    publisher: 'area3v.com',
    title: 'Il Sentiero delle Cascate di Monticelli Brusati',
    lang: 'it',
    url: 'http://www.area3v.com/il-territorio/franciacorta/itinerari-franciacorta/il-sentiero-delle-cascate-di-monticelli-brusati/',
  },
  S69b: {
    publisher: 'cristianriva.it',
    title: 'Monticelli Brusati, Sentiero delle Cascate',
    lang: 'it',
    url: 'https://www.cristianriva.it/monticelli-brusati-sentiero-delle-cascate/',
  },
  S70: {
    publisher: 'hikr.org',
    title: 'Cascate di Cittiglio',
    lang: 'it',
    year: 2013,
    url: 'https://www.hikr.org/tour/post64872.html',
  },
  S71: {
    publisher: 'vareseguida.com',
    title: 'Cascate di Cittiglio',
    lang: 'it',
    url: 'http://vareseguida.com/cascate-di-cittiglio/',
  },
  S71b: {
    publisher: 'hikr.org',
    title: 'Cascate di Cittiglio',
    lang: 'it',
    url: 'https://hikr.org/tour/post102863.html',
  },
  S72: {
    publisher: 'mytrails.it',
    title: 'Tra leggenda e realtà: le tre cascate di Cittiglio (VA)',
    lang: 'it',
    year: 2015,
    url: 'https://www.mytrails.it/2015/10/tra-leggenda-e-realta-le-tre-cascate-di-cittiglio-va/',
  },
  S73: {
    publisher: 'archiviolagomaggiorevaresotto.blogspot.com',
    title: 'Le cascate di Cittiglio',
    lang: 'it',
    year: 2014,
    url: 'https://archiviolagomaggiorevaresotto.blogspot.com/2014/04/le-cascate-di-cittiglio_18.html',
  },
  S74: {
    publisher: 'giteinlombardia.it',
    title: 'Voglia di fresco? Una gita alle migliori cascate in Lombardia',
    lang: 'it',
    url: 'https://giteinlombardia.it/notizia/voglia-di-fresco-una-gita-alle-migliori-cascate-in-lombardia/',
  },
  // Added from the second fact sheet (transport, opening rules, seasons, citations). A title in
  // square brackets is ours, describing the page, where the fact sheet gives none.
  S75: {
    publisher: 'ecodibergamo.it',
    title: '[Le cascate del Serio saltano in anticipo dopo le forti piogge]',
    lang: 'it',
    url: 'https://www.ecodibergamo.it/stories/valle-seriana/linatteso-salto-delle-cascate-del-seriospettacolo-anticipato-dalla-super-pioggi_1280231_11/',
  },
  S76: {
    publisher: 'ecodibergamo.it',
    title: "[Cascate del Serio: nubi basse e colori d'autunno per l'ultima apertura della stagione]",
    lang: 'it',
    url: 'https://www.ecodibergamo.it/stories/premium/valle-seriana/cascate-del-serio-nubi-basse-e-colori-dautunno-per-lultimo-salto-di-stagione-o_3378614_11/',
  },
  S77: {
    publisher: 'milanoweekend.it',
    title: '[Cascate del Serio, le aperture del 2016]',
    lang: 'it',
    year: 2016,
    url: 'https://www.milanoweekend.it/articoli/cascate-del-serio-apertura-2016/',
  },
  S78: {
    publisher: 'ilnuovotorrazzo.it',
    title: '[Cascate del Serio, uno spettacolo alto 315 metri]',
    lang: 'it',
    year: 2020,
    url: 'https://ilnuovotorrazzo.it/2020/08/15/cascate-del-serio-uno-spettacolo-alto-315-metri',
  },
  S79: {
    publisher: 'bergamonews.it',
    title: "[Cascate del Serio, cambia l'orario della nuova apertura]",
    lang: 'it',
    year: 2022,
    url: 'https://www.bergamonews.it/2022/07/10/cascate-del-serio-cambia-lorario-della-nuova-apertura/530570/',
  },
  S80: {
    publisher: 'skyzy.net',
    title: "[Le cascate del Serio: lo spettacolo dell'acqua a intermittenza]",
    lang: 'it',
    year: 2025,
    url: 'https://skyzy.net/2025/12/04/le-cascate-del-serio-bergamo-lombardia-lo-spettacolo-dellacqua-a-intermittenza',
  },
  S81: {
    publisher: 'dueinviaggio-ourtrip.blogspot.com',
    title: '[Spettacolo ad alta quota: le cascate del Serio]',
    lang: 'it',
    year: 2011,
    url: 'https://dueinviaggio-ourtrip.blogspot.com/2011/09/spettacolo-ad-alta-quota-le-cascate-del.html',
  },
} as const satisfies Record<string, SourceDefinition>

export type SourceId = keyof typeof REGISTRY
export const SOURCES: Readonly<Record<SourceId, SourceDefinition>> = REGISTRY
export const SOURCE_IDS = Object.keys(REGISTRY) as [SourceId, ...SourceId[]]
