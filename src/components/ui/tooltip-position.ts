/** A horizontal extent in viewport pixels. */
export type Span = { left: number; right: number }

/** Space kept between a tooltip and the edge that would cut it. */
export const TOOLTIP_EDGE_GAP_PX = 8

/**
 * How far to move a tooltip sideways (negative: to the left) so it lies inside `bounds`, with
 * `gap` to spare on both sides. A tooltip wider than the bounds keeps its left edge in view,
 * where reading starts.
 */
export function shiftIntoBounds(box: Span, bounds: Span, gap = TOOLTIP_EDGE_GAP_PX): number {
  const left = bounds.left + gap
  const right = bounds.right - gap
  if (box.left < left || box.right - box.left > right - left) return left - box.left
  if (box.right > right) return right - box.right
  return 0
}

/**
 * The part of the viewport where `element` can be seen: the viewport narrowed by every
 * ancestor that clips its overflow (a card with rounded corners clips what sticks out).
 */
export function visibleSpan(element: Element): Span {
  let span: Span = { left: 0, right: document.documentElement.clientWidth }
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflowX === 'visible') continue
    const { left, right } = node.getBoundingClientRect()
    span = { left: Math.max(span.left, left), right: Math.min(span.right, right) }
  }
  return span
}

/** Space between a tooltip and its badge. */
export const TOOLTIP_OFFSET_PX = 8

/**
 * Places an open tooltip (a popover, in the top layer, positioned against the viewport) above
 * `badge`, or below it when there is no room above, centred on it and moved sideways into the
 * part of the viewport where the badge can be seen.
 */
export function placeTooltip(tip: HTMLElement, badge: Element): void {
  const around = badge.getBoundingClientRect()
  const { width, height } = tip.getBoundingClientRect()
  const centred = around.left + around.width / 2 - width / 2
  const left = centred + shiftIntoBounds({ left: centred, right: centred + width }, visibleSpan(tip))
  const above = around.top - TOOLTIP_OFFSET_PX - height
  tip.dataset.placed = ''
  tip.style.left = `${Math.round(left)}px`
  tip.style.top = `${Math.round(above >= 0 ? above : around.bottom + TOOLTIP_OFFSET_PX)}px`
}
