import { useState } from 'react'

export const ILLUSTRATION_URL = '/illustrations/waterfall.svg'

type Props = { src: string | undefined; alt: string; className?: string; priority?: boolean }

/**
 * A photo when the entry has a verified one, otherwise (or when it fails to load) the
 * default illustration. The box keeps its aspect ratio either way, so nothing shifts.
 */
export function WaterfallImage({ src, alt, className = '', priority = false }: Props) {
  const [failed, setFailed] = useState(false)
  const showPhoto = src !== undefined && !failed
  return (
    <img
      src={showPhoto ? src : ILLUSTRATION_URL}
      alt={alt}
      width={640}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      crossOrigin={showPhoto ? 'anonymous' : undefined}
      onError={() => setFailed(true)}
      data-illustration={showPhoto ? undefined : 'true'}
      className={`aspect-[8/5] w-full bg-sky-100 object-cover ${className}`}
    />
  )
}
