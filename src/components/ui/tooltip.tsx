import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../constants'
import { shiftIntoBounds, visibleSpan } from './tooltip-position'

// Shared by every tooltip: moving from one to the next within the skip delay opens at once.
let lastClosedAt = Number.NEGATIVE_INFINITY

/**
 * Explains an icon or short label.
 *
 * - Hover: opens after the open delay (at once when another tooltip closed within the skip delay;
 *   docs/product-rules.md#constants), so a pointer crossing the cards does not flash tooltips on its way.
 * - Keyboard focus: opens at once. Tabbing to a badge is a deliberate request to read it, and
 *   the tooltip is its description (aria-describedby), which a screen reader announces without
 *   delay anyway; making sighted keyboard users wait 700 ms on each badge would only slow them.
 * - Tap or click: toggles it; a click on a tooltip that hovering opened keeps it open.
 * - Escape closes it wherever focus is, also when it was opened by hovering (WCAG 1.4.13).
 *
 * Opened, it moves sideways as far as needed to lie inside the card and the viewport.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // Whether the pointer resting on the badge opened it: then a click must not close it again.
  const openedByHover = useRef(false)
  const tip = useRef<HTMLSpanElement>(null)

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (delay: number, byHover = false) => {
    clearTimeout(timer.current)
    const openNow = () => {
      openedByHover.current = byHover
      setOpen(true)
    }
    if (delay === 0) openNow()
    else timer.current = setTimeout(openNow, delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) lastClosedAt = Date.now()
    setOpen(false)
  }
  const hoverDelay = () => (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS)

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      lastClosedAt = Date.now()
      setOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  // Before the opened tooltip is painted: measured where it would sit, then moved into view.
  useLayoutEffect(() => {
    const element = tip.current
    if (!open || !element) return
    element.style.marginLeft = ''
    const shift = shiftIntoBounds(element.getBoundingClientRect(), visibleSpan(element))
    if (shift !== 0) element.style.marginLeft = `${shift}px`
  }, [open])

  return (
    <button
      type="button"
      className="tooltip-trigger"
      aria-describedby={id}
      onClick={() => (open && !openedByHover.current ? hide() : show(0))}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(hoverDelay(), true)
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') hide()
      }}
      onFocus={(event) => {
        // Only focus from the keyboard: a click focuses the button too, and then toggles it.
        if (event.currentTarget.matches(':focus-visible')) show(0)
      }}
      onBlur={hide}
    >
      {children}
      <span ref={tip} id={id} role="tooltip" hidden={!open} className="tooltip">
        {label}
      </span>
    </button>
  )
}
