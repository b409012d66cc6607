import { type RefObject, startTransition, useLayoutEffect, useState } from 'react'
import { bestScrollLeft, type MapWindow, type MarkersInView, markersInView } from './map-window'

/** Half a marker and a little more: a marker whose centre lies this far inside the frame shows whole. */
const MARGIN_PX = 12

/** The shown markers' centres across the drawing, and the frame's and drawing's widths. */
function measure(frame: HTMLElement, shown: ReadonlySet<string>): { centres: number[]; window: MapWindow } {
  const markers = [...frame.querySelectorAll<HTMLElement>('[data-map-markers] > li[data-id]')]
  return {
    // A marker's `left` is its centre (it is translated back by half its width), relative to the drawing.
    centres: markers.filter((marker) => shown.has(marker.dataset.id ?? '')).map((marker) => marker.offsetLeft),
    window: { viewWidth: frame.clientWidth, contentWidth: frame.scrollWidth, margin: MARGIN_PX },
  }
}

const sameView = (a: MarkersInView | undefined, b: MarkersInView | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.west === b.west && a.inView === b.inView && a.east === b.east)

/**
 * Where the map's frame is narrower than the drawing (a phone), scrolls the frame to show as
 * many of the shown markers as it can, once the frame is first laid out, whenever the shown
 * markers change and when the frame's width does; then follows the visitor's own scrolling. Returns
 * how many markers are in view and off to each side, or undefined while the drawing fits.
 *
 * Only the frame's own `scrollLeft` moves: the page does not scroll and focus stays put.
 */
export function useMapWindow(
  frameRef: RefObject<HTMLElement | null>,
  shown: ReadonlySet<string>,
): MarkersInView | undefined {
  const [view, setView] = useState<MarkersInView>()

  useLayoutEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const update = () => {
      const { centres, window } = measure(frame, shown)
      const next = window.contentWidth > window.viewWidth ? markersInView(centres, frame.scrollLeft, window) : undefined
      // As a transition: set from this layout effect, the note would otherwise render synchronously,
      // in the same task as the page's hydration, which a slow phone feels as one long task.
      startTransition(() => setView((previous) => (sameView(previous, next) ? previous : next)))
    }
    const scrollToShown = () => {
      const { centres, window } = measure(frame, shown)
      frame.scrollLeft = bestScrollLeft(centres, window)
      update()
    }
    let frameRequest = 0
    const onScroll = () => {
      cancelAnimationFrame(frameRequest)
      frameRequest = requestAnimationFrame(update)
    }
    // The frame is measured when the browser reports its size, right after its own layout and
    // before it paints, not here: read in this effect, a marker's place would make the browser lay
    // out the whole page in the middle of the take-over, the longest part of it on a slow phone.
    // The first report comes once the frame is laid out (at once, or when a folded map is opened),
    // and again whenever its width changes.
    let width: number | undefined
    const resized = new ResizeObserver(() => {
      if (frame.clientWidth === width) return
      width = frame.clientWidth
      scrollToShown()
    })
    frame.addEventListener('scroll', onScroll, { passive: true })
    resized.observe(frame)
    return () => {
      cancelAnimationFrame(frameRequest)
      frame.removeEventListener('scroll', onScroll)
      resized.disconnect()
    }
  }, [frameRef, shown])

  return view
}
