import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { HOME_ONLY, localeParam, useLocale } from '../../i18n/locale'

/** A link to the home page in the page's language, "current" on the home page only. */
export function HomeLink({ className, children }: { className: string; children: ReactNode }) {
  const locale = useLocale()
  return (
    <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} activeOptions={HOME_ONLY} className={className}>
      {children}
    </Link>
  )
}
