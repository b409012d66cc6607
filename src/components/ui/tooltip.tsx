import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../constants'

// Shared by every tooltip: moving from one to the next within the skip delay opens at once.
let lastClosedAt = Number.NEGATIVE_INFINITY

/**
 * Explains an icon or short label. Opens after a hover of 700 ms (at once when another
 * tooltip closed less than 300 ms ago), at once on keyboard focus or a tap; Escape closes it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (delay: number) => {
    clearTimeout(timer.current)
    if (delay === 0) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) lastClosedAt = Date.now()
    setOpen(false)
  }
  const hoverDelay = () => (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS)

  return (
    <button
      type="button"
      className="relative inline-flex cursor-help rounded-full"
      aria-describedby={id}
      onClick={() => (open ? hide() : show(0))}
      onPointerEnter={() => show(hoverDelay())}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide()
      }}
    >
      {children}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-1/2 z-20 mb-2 w-max max-w-56 -translate-x-1/2 rounded bg-slate-900 px-2 py-1 text-xs text-white shadow"
      >
        {label}
      </span>
    </button>
  )
}
