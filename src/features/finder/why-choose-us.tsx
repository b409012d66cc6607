import { memo } from 'react'
import { useMessages } from '../../i18n/locale'

/** Memoised: it takes no props, so the home page's re-renders (a keystroke) pass it by. */
export const WhyChooseUs = memo(function WhyChooseUs() {
  const messages = useMessages()
  return (
    <section aria-labelledby="why-heading" className="rounded-xl bg-brand-50 p-6 forced-colors-edge">
      <h2 id="why-heading" className="text-2xl font-bold text-brand-900">
        {messages.whyHeading}
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-3">
        {messages.whyItems.map((item) => (
          <li key={item.title}>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
})
