import { useState } from 'react'
import type { WaterfallType } from '../../vocabulary/values'
import { illustrationFor } from './illustration-for'

type Props = {
  src: string | undefined
  photoAlt: string
  type: WaterfallType
  /** What the drawing tells where its type is not written beside it; empty where it is (decorative). */
  drawingAlt?: string
  className?: string
  priority?: boolean
}

/**
 * A photo when the entry has a verified one, otherwise (or when it fails to load) the drawing of
 * the waterfall's type. The photo is described with `photoAlt`; the drawing shows only the type,
 * so it needs words only where the type is not already written nearby. The box keeps its aspect
 * ratio either way, so nothing shifts.
 */
export function WaterfallImage({ src, photoAlt, type, drawingAlt = '', className = '', priority = false }: Props) {
  const [failed, setFailed] = useState(false)
  const showPhoto = src !== undefined && !failed
  return (
    <img
      src={showPhoto ? src : illustrationFor(type)}
      alt={showPhoto ? photoAlt : drawingAlt}
      width={640}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      crossOrigin={showPhoto ? 'anonymous' : undefined}
      onError={() => setFailed(true)}
      data-illustration={showPhoto ? undefined : 'true'}
      className={className ? `picture ${className}` : 'picture'}
    />
  )
}
