import { memo } from 'react'
import { useMessages } from '../../i18n/locale'

/**
 * Memoised: it takes no props, so the home page's re-renders (a keystroke) pass it by. Tighter on a
 * phone, where it follows fourteen cards (docs/decisions/2026-11-27-compact-card.md).
 */
export const WhyChooseUs = memo(function WhyChooseUs() {
  const messages = useMessages()
  return (
    <section aria-labelledby="why-heading" className="why-us">
      <h2 id="why-heading">{messages.whyHeading}</h2>
      <ul>
        {messages.whyItems.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
})
