import type { DetailMessages } from './messages-detail-it'

/** The texts only a waterfall's page reads, in English: the same keys as the Italian ones. */
export const enDetail: DetailMessages = {
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
  weatherTip: {
    before: 'Before you set off, check the forecast from',
    area: (comune) => `: look up the municipality of ${comune}.`,
    kit: 'Bring enough water and wear trekking shoes.',
  },
  whatToBringHeading: 'What to bring',
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
  monthsHeading: 'Month by month',
  monthsListLabel: 'January to December',
  monthShortNames: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  monthsLegend: 'Key',
  beforeYouGoHeading: 'Before you go',
  noticeKinds: {
    'release-days': 'Release days',
    booking: 'Booking',
    hours: 'Opening hours',
    fee: 'Ticket',
    closure: 'Closure',
    rule: 'Rules',
  },
  noticeYear: (year) => `Last confirmed by the sources: ${year}`,
  accessHeading: 'Access and notices',
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
  httpOnlySource: 'Not linked, because it only has a plain http address, which is not secure:',
  yearUnknown: 'year not given',
  sourceLabel: (count) => (count === 1 ? 'Source' : 'Sources'),
  estimateLabel: 'Our own estimate',
  estimateBasedOn: 'Worked out from',
  walkHeading: 'The walk',
  startField: 'Start',
  walkTimeFields: { oneWay: 'One way', loop: 'The loop', return: 'There and back' },
  wholeWalkField: 'Whole walk',
  climbField: 'Climb',
  startAltitudeField: 'Starting altitude',
  publicTransportHeading: 'By public transport',
  fromMilanHeading: 'From Milan without a car',
  fromMilanFields: {
    route: 'Station, lines and changes',
    time: 'Journey time',
    frequency: 'How often',
    timetables: 'Operators’ timetables',
  },
  fromMilanUnknown: 'Unknown: no source says.',
  notDayTrip: 'Not a day trip from Milan: plan at least one night away.',
  lastStretchHeading: 'From the stop to the start of the walk',
  arrivalHeading: 'What you find there',
  facilities: {
    toilets: 'Toilets',
    food: 'Food and drink',
    picnic: 'Picnic',
    water: 'Drinking water',
    parking: 'Parking',
  },
  facilityStates: { yes: 'Yes', no: 'No', unknown: 'Unknown' },
  facilityUnknown: 'no source says.',
  bring: {
    waterRefill: 'A bottle: there is a fountain',
    waterAll: 'Water for the whole outing (no fountain known)',
    comfortableShoes: 'Light trekking shoes',
    gripShoes: 'Shoes that grip on wet rock',
    hikingBoots: 'Hiking boots',
    poles: 'Trekking poles',
    packedLunch: 'A packed lunch',
    snacks: 'A snack (no café known)',
    cash: 'Cash for the café or kiosk',
    warmLayer: 'A fleece and a windproof jacket',
    rainJacket: 'A rain jacket',
    headTorch: 'A head torch',
    firstAid: 'A first-aid kit',
    babyCarrier: 'A child carrier (no stroller)',
    wipes: 'Wipes (no toilets known)',
    winterGrip: 'In winter, microspikes',
    returnTimes: 'The time of your train or bus back',
    overnight: 'Somewhere to sleep: not a day trip',
  },
  carHeading: 'By car',
  transportStop: 'Stop',
  transportWalk: 'Walk from the stop',
  publicTransportUnknown: 'The sources we used name no public transport.',
  restsOnLabel: (field) => `${field}: what this rests on.`,
  statusHeading: 'Can you go?',
  statusConditionsMore: 'Every condition, with its year and sources, is below under “Before you go”.',
  statusOpenMore:
    'No source we found reports a closure or a ban on access. This is not a check on site: look again before you leave.',
  searchedOn: (month) => `Sources searched ${month}.`,
  newestSource: (newest, searched) => `Newest source found: ${newest}; sources searched ${searched}.`,
  staleSource: (months) =>
    `That is more than ${months} months before our search: things may have changed, so check before you leave.`,
  reportChange: 'Report a change',
  reportChangeHint: 'opens an e-mail',
  reportSubject: (waterfall, section) => `Correction: ${waterfall}, ${section}`,
  reportBody: (page, section) => `${page}\n${section}\n\n`,
  closedSince: (since) => `Closed since ${since}.`,
  closedDirections: 'The area is closed: these directions are for when it reopens, not for today.',
  thisMonthMark: 'this month',
  noticesHeading: 'Notices',
  typeField: 'Type',
  weatherHeading: 'The weather there',
  weatherUnavailable: 'The forecast is not available right now.',
  locatorLabel: (name, estimate) =>
    estimate
      ? `${name}: estimated position on the map of Lombardy and nearby (may be 1-2 km out)`
      : `${name}: position on the map of Lombardy and nearby`,
}
