import { memo } from 'react'
import { useMessages } from '../../i18n/locale'

/**
 * Memoised: it takes no props, so the home page's re-renders (a keystroke) pass it by. Tighter on a
 * phone, where it follows fourteen cards (docs/decisions/2026-11-27-compact-card.md).
 */
export const WhyChooseUs = memo(function WhyChooseUs() {
  const messages = useMessages()
  return (
    <section aria-labelledby="why-heading" className="rounded-xl bg-brand-50 p-4 forced-colors-edge sm:p-6">
      <h2 id="why-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
        {messages.whyHeading}
      </h2>
      <ul className="mt-3 grid gap-3 sm:mt-4 sm:gap-6 md:grid-cols-3">
        {messages.whyItems.map((item) => (
          <li key={item.title}>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-0.5 text-sm text-slate-700 sm:mt-1 sm:text-base">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
})
