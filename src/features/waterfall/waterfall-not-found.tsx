import { HomeLink } from '../../components/layout/home-link'
import { useDetailMessages, useLocale } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'
import { usePageHead } from '../../seo/use-page-head'
import { Breadcrumb } from './breadcrumb'

/** An id the guide does not have: says so and leads home. */
export function WaterfallNotFound() {
  const locale = useLocale()
  const messages = useDetailMessages()
  usePageHead({ title: messages.waterfallNotFound, description: messages.waterfallNotFoundText, noindex: true })
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumb
        items={[{ label: messages.home, href: localizedPath(locale, '/') }, { label: messages.waterfallNotFound }]}
      />
      <h1 className="mt-6 text-3xl font-bold text-brand-900">{messages.waterfallNotFound}</h1>
      <p className="mt-3 text-slate-700">{messages.waterfallNotFoundText}</p>
      <HomeLink className="mt-6 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white forced-colors-edge hover:bg-brand-900">
        {messages.backToHomepage}
      </HomeLink>
    </div>
  )
}
