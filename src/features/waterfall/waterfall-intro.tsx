import type { ReactNode } from 'react'
import type { WaterfallEntry } from '../../catalogue/schema'
import { PhotoCredit } from '../../components/ui/photo-credit'
import { WaterfallImage } from '../../components/ui/waterfall-image'
import { useDetailMessages } from '../../i18n/locale'

/** The picture with its province, the name, whether a visitor can go (`status`), and who the walk suits. */
export function WaterfallIntro({ waterfall, status }: { waterfall: WaterfallEntry; status: ReactNode }) {
  const messages = useDetailMessages()
  const { familyNote } = waterfall.details
  // A figure only with its caption, a published photo's credit: the drawing alone is decorative,
  // and a figure with neither caption nor name would announce nothing.
  const Picture = waterfall.photoCredit ? 'figure' : 'div'
  return (
    <>
      <Picture className="space-y-1" data-waterfall-picture>
        <div className="relative overflow-hidden rounded-xl">
          {/* Decorative here: the practical facts below write the type out. */}
          <WaterfallImage
            src={waterfall.imageUrl}
            photoAlt={messages.cardImageAlt(waterfall.name)}
            type={waterfall.type}
            priority
          />
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-900 shadow forced-colors-edge">
            {waterfall.province}
          </span>
        </div>
        {waterfall.photoCredit && (
          <figcaption>
            <PhotoCredit credit={waterfall.photoCredit} />
          </figcaption>
        )}
      </Picture>
      <header className="space-y-3">
        {/* A one-word name longer than a phone is wide breaks rather than runs past the screen. */}
        <h1 className="text-2xl font-bold text-balance text-brand-900 [overflow-wrap:anywhere] sm:text-3xl">
          {waterfall.name}
        </h1>
        {status}
        {familyNote && (
          <p
            data-testid="family-note"
            className="rounded-lg bg-sky-50 px-4 py-2 text-sky-900 ring-1 ring-sky-200 forced-colors-edge"
          >
            {familyNote}
          </p>
        )}
      </header>
    </>
  )
}
