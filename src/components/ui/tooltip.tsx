import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../constants'
import { BROWSER_HAS_POPOVERS } from './popover-support'
import { placeTooltip } from './tooltip-position'

// Shared by every tooltip: moving from one to the next within the skip delay opens at once.
let lastClosedAt = Number.NEGATIVE_INFINITY

// A browser without popovers shows and hides a tooltip by its `data-open` (styles.css).
const isShown = (tip: HTMLElement) => BROWSER_HAS_POPOVERS && tip.matches(':popover-open')

/**
 * Explains an icon or short label.
 *
 * The explanation is a manual popover that the button toggles (`popovertarget`), so a tap opens
 * and closes it with the page's markup alone, before the app is in or without it; the app then
 * adopts a tooltip left open. Once the app is in it also opens on hover and on keyboard focus:
 *
 * - Hover: opens after the open delay (at once when another tooltip closed within the skip delay;
 *   docs/product-rules.md#constants), so a pointer crossing the cards does not flash tooltips on its way.
 * - Keyboard focus: opens at once. Tabbing to a badge is a deliberate request to read it, and
 *   the tooltip is its description (aria-describedby), which a screen reader announces without
 *   delay anyway; making sighted keyboard users wait 700 ms on each badge would only slow them.
 * - Tap or click: toggles it; a click on a tooltip that hovering opened keeps it open. Opened
 *   this way (or before the app was in), it stays open when the pointer leaves, until dismissed.
 * - Escape closes it wherever focus is, also when it was opened by hovering (WCAG 1.4.13); so does
 *   a press anywhere else.
 *
 * Opened, it sits above its badge (below it when there is no room above), moved sideways as far
 * as needed to lie inside the card and the viewport, and follows the badge as the page scrolls.
 * Before the app, a browser with CSS anchor positioning places it above its badge the same way;
 * one without shows it in the middle of the screen.
 */
export function Tooltip({
  label,
  className,
  children,
}: {
  label: string
  /** More classes for the button, which is then the badge itself (one element fewer than a badge inside it). */
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // Whether the pointer resting on the badge opened it: then a click must not close it again.
  const openedByHover = useRef(false)
  const tip = useRef<HTMLSpanElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

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
    const closeOnPressElsewhere = (event: PointerEvent) => {
      if (!trigger.current?.contains(event.target as Node)) hide()
    }
    document.addEventListener('keydown', closeOnEscape)
    document.addEventListener('pointerdown', closeOnPressElsewhere)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('pointerdown', closeOnPressElsewhere)
    }
  })

  // Shown or hidden as `open` says, and placed before it is painted, again as the page scrolls.
  // A tooltip the visitor opened before the app was in stays open, and is the app's from then on.
  const adopted = useRef(false)
  useLayoutEffect(() => {
    const element = tip.current
    const button = trigger.current
    if (!element || !button) return
    if (!adopted.current) {
      adopted.current = true
      if (!open) {
        if (isShown(element)) setOpen(true)
        return
      }
    }
    if (!open) {
      if (isShown(element)) element.hidePopover()
      return
    }
    if (BROWSER_HAS_POPOVERS && !isShown(element)) element.showPopover()
    const place = () => placeTooltip(element, button)
    place()
    window.addEventListener('scroll', place, { capture: true, passive: true })
    window.addEventListener('resize', place, { passive: true })
    return () => {
      window.removeEventListener('scroll', place, { capture: true })
      window.removeEventListener('resize', place)
    }
  }, [open])

  return (
    <button
      ref={trigger}
      type="button"
      className={className ? `tooltip-trigger ${className}` : 'tooltip-trigger'}
      aria-describedby={id}
      popoverTarget={id}
      onClick={(event) => {
        // The app answers the press itself: the browser's own toggle would undo it.
        event.preventDefault()
        if (open && !openedByHover.current) hide()
        else show(0)
      }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(hoverDelay(), true)
      }}
      onPointerLeave={(event) => {
        // Only what hovering opened: a tooltip opened by a tap or a click stays until it is
        // dismissed, also when the page moves under a pointer that has not moved.
        if (event.pointerType === 'mouse' && openedByHover.current) hide()
      }}
      onFocus={(event) => {
        // Only focus from the keyboard: a click focuses the button too, and then toggles it.
        if (event.currentTarget.matches(':focus-visible')) show(0)
      }}
      onBlur={hide}
    >
      {children}
      <span ref={tip} id={id} role="tooltip" popover="manual" className="tooltip" data-open={open || undefined}>
        {label}
      </span>
    </button>
  )
}
