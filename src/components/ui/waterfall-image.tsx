import { useState } from 'react'

export const ILLUSTRATION_URL = '/illustrations/waterfall.svg'

type Props = { src: string | undefined; photoAlt: string; className?: string; priority?: boolean }

/**
 * A photo when the entry has a verified one, otherwise (or when it fails to load) the
 * default illustration. Only the photo is described, with `photoAlt`: the illustration is the
 * same generic drawing for every waterfall, so it is decorative (alt=""). The box keeps its
 * aspect ratio either way, so nothing shifts.
 */
export function WaterfallImage({ src, photoAlt, className = '', priority = false }: Props) {
  const [failed, setFailed] = useState(false)
  const showPhoto = src !== undefined && !failed
  return (
    <img
      src={showPhoto ? src : ILLUSTRATION_URL}
      alt={showPhoto ? photoAlt : ''}
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
