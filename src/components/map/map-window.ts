/**
 * The part of a map that a narrow screen shows: the drawing is wider than its frame and
 * scrolls sideways. Positions are the markers' centres in CSS pixels from the drawing's left
 * edge; a marker is in view when its centre is at least `margin` inside the frame's edges.
 */
export type MapWindow = {
  /** The frame's width and the drawing's, in CSS pixels. */
  viewWidth: number
  contentWidth: number
  /** How far inside the frame's edges a marker's centre must be to count as in view. */
  margin: number
}

/** How many of the markers the frame shows, and how many lie off to each side of it. */
export type MarkersInView = { west: number; inView: number; east: number }

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * Where to scroll so that the frame shows as many markers as it can, centred on them; of
 * windows that show equally many, the one whose markers lie closest together. Zero when the
 * drawing fits its frame or there is no marker.
 */
export function bestScrollLeft(centres: readonly number[], { viewWidth, contentWidth, margin }: MapWindow): number {
  const maxScroll = Math.max(0, contentWidth - viewWidth)
  if (maxScroll === 0 || centres.length === 0) return 0
  const sorted = [...centres].sort((a, b) => a - b)
  const span = Math.max(0, viewWidth - 2 * margin)
  let best = { first: 0, last: 0 }
  let last = 0
  for (let first = 0; first < sorted.length; first += 1) {
    last = Math.max(last, first)
    while (last + 1 < sorted.length && (sorted[last + 1] ?? 0) - (sorted[first] ?? 0) <= span) last += 1
    const count = last - first + 1
    const bestCount = best.last - best.first + 1
    const spread = (sorted[last] ?? 0) - (sorted[first] ?? 0)
    const bestSpread = (sorted[best.last] ?? 0) - (sorted[best.first] ?? 0)
    if (count > bestCount || (count === bestCount && spread < bestSpread)) best = { first, last }
  }
  const middle = ((sorted[best.first] ?? 0) + (sorted[best.last] ?? 0)) / 2
  return Math.round(clamp(middle - viewWidth / 2, 0, maxScroll))
}

/** Which markers the frame shows at a scroll position, and how many are off to the west and east. */
export function markersInView(
  centres: readonly number[],
  scrollLeft: number,
  { viewWidth, margin }: Pick<MapWindow, 'viewWidth' | 'margin'>,
): MarkersInView {
  const counts = { west: 0, inView: 0, east: 0 }
  for (const centre of centres) {
    if (centre < scrollLeft + margin) counts.west += 1
    else if (centre > scrollLeft + viewWidth - margin) counts.east += 1
    else counts.inView += 1
  }
  return counts
}
