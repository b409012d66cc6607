import { Link } from '@tanstack/react-router'
import { HOME_ONLY, useDetailMessages } from '../../i18n/locale'

/** One step of the trail: a page of the site with its path, or the current page without one. */
export type Crumb = { label: string; href?: string }

/** The trail from the home page to this one; the last step is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const messages = useDetailMessages()
  return (
    <nav aria-label={messages.breadcrumbLabel} className="text-sm">
      <ol className="flex flex-wrap gap-2">
        {items.map((item, index) =>
          item.href === undefined || index === items.length - 1 ? (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.label}>
              <Link to={item.href} activeOptions={HOME_ONLY} className="underline">
                {item.label}
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
