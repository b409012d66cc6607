import { overviewMap } from 'virtual:overview-map'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/locale'
import { NeedsNetwork } from '../layout/offline-notice'

type CanvasProps = { children: ReactNode; className?: string; label?: string }

/**
 * The drawing (a file of its own, drawn at build) with whatever is placed on it; the image's own
 * proportions size the box. The drawing is decorative: the markers, or the box's label, say
 * what it shows.
 */
export function MapCanvas({ children, className = '', label }: CanvasProps) {
  return (
    <div className={`map-canvas ${className}`} {...(label !== undefined && { role: 'img', 'aria-label': label })}>
      <img
        src={overviewMap.url}
        alt=""
        width={overviewMap.width}
        height={overviewMap.height}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full"
      />
      {children}
    </div>
  )
}

/**
 * A marker's visible dot: solid where a source gives the position, a dashed hollow ring where
 * the position is our estimate, so that a guess does not look as sure as a fact. It keeps its
 * own colours in forced colours: it is part of the picture (the drawing, an image, keeps its
 * colours too), and forced colours would paint the solid dot in the background colour.
 */
export function MarkerDot({ estimate, closed = false }: { estimate: boolean; closed?: boolean }) {
  if (closed) {
    // Closed wins over how sure the position is: a white cross on red, a colour the drawing has nowhere else.
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        className="size-4 shrink-0 forced-color-adjust-none"
      >
        <circle cx="8" cy="8" r="7" className="fill-red-700 stroke-white" strokeWidth="2" />
        <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" className="stroke-white" strokeWidth="2" strokeLinecap="round" />
      </svg>
    )
  }
  return <span aria-hidden="true" className={estimate ? 'map-dot-estimate' : 'map-dot'} />
}

const BOUNDARIES_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' }

/** Whose outlines the drawing shows, as their licence asks (see data/geo/README.md). */
export function MapCredit() {
  const messages = useMessages()
  return (
    <p className="text-xs text-slate-600">
      {messages.mapBoundariesCredit} (
      <a href={BOUNDARIES_LICENCE.url} rel="license noopener noreferrer" target="_blank" className="underline">
        {BOUNDARIES_LICENCE.name}
      </a>
      )<NeedsNetwork />. {messages.mapLakesCredit}.
    </p>
  )
}
