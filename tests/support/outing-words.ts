/**
 * The tests' own reading of a walking time as a card words it ('10-20 minuti', '1,5 ore',
 * '1 h 40 min', '8-9 hours'): every figure in minutes. The app never reads words back (its figures
 * are numbers in the data); the tests read what a visitor reads, to hold the orders to it.
 */
export function minutesOnCard(words: string): number[] {
  const text = words.split(' · ')[0] ?? ''
  const hoursAndMinutes = [...text.matchAll(/(\d+) h (\d+) min/g)]
  if (hoursAndMinutes.length > 0) return hoursAndMinutes.map(([, h, m]) => Number(h) * 60 + Number(m))
  const hours = /\b(ore|ora|hours?)\b/.test(text)
  const figures = [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')))
  return figures.map((value) => (hours ? value * 60 : value))
}
