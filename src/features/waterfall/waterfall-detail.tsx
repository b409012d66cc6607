import type { WaterfallEntry } from '../../catalogue/schema'
import { ShareButton } from '../../components/ui/share-button'
import { useDetailMessages, useLocale } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'
import { pageUrl } from '../../seo/site'
import { ArrivalFacilities } from './arrival-facilities'
import { BackToListLink } from './back-to-list-link'
import { BeforeYouGo } from './before-you-go'
import { Breadcrumb, type Crumb } from './breadcrumb'
import { GettingThere } from './getting-there'
import { KitAndSafety } from './kit-and-safety'
import { MonthList } from './month-list'
import { PracticalInfo } from './practical-info'
import { SourcesList } from './sources-list'
import { StatusBlock } from './status-block'
import { useReportView } from './use-report-view'
import { useWaterfallHead } from './use-waterfall-head'
import { WalkFacts } from './walk-facts'
import { WaterfallIntro } from './waterfall-intro'
import { WeatherSlot } from './weather/weather-slot'

/** Everything the guide knows about one waterfall, each fact with what it rests on. */
export function WaterfallDetail({ waterfall }: { waterfall: WaterfallEntry }) {
  const locale = useLocale()
  const messages = useDetailMessages()
  const crumbs: Crumb[] = [
    { label: messages.home, href: localizedPath(locale, '/') },
    { label: `${waterfall.name} (${waterfall.province})` },
  ]
  const { details } = waterfall
  useWaterfallHead(waterfall, crumbs)
  useReportView(waterfall)

  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <Breadcrumb items={crumbs} />
      {/* Both at the start of the line: pushed to the end, the share button would move once its
          text is parsed, and a slow phone can paint the page before that. */}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3" data-print="hide">
        <BackToListLink />
        <ShareButton
          url={() => pageUrl(locale, `/waterfall/${waterfall.id}`)}
          title={waterfall.name}
          page="waterfall"
        />
      </div>
      <WaterfallIntro waterfall={waterfall} status={<StatusBlock waterfall={waterfall} />} />
      <WeatherSlot waterfall={waterfall} />
      <BeforeYouGo accessNotes={details.accessNotes} notices={details.notices} />
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-xl font-semibold">
          {messages.descriptionHeading}
        </h2>
        <p className="mt-2 text-slate-800">{waterfall.description}</p>
      </section>
      <PracticalInfo waterfall={waterfall} />
      {/* On paper the walk and what is there side by side, to keep the page to two sheets. */}
      <div className="space-y-8 print:grid print:grid-cols-2 print:gap-4 print:space-y-0">
        <WalkFacts waterfall={waterfall} />
        <ArrivalFacilities facilities={details.facilities} />
      </div>
      <GettingThere waterfall={waterfall} />
      <section aria-labelledby="season-heading">
        <h2 id="season-heading" className="text-xl font-semibold">
          {messages.seasonHeading}
        </h2>
        <MonthList months={waterfall.months} note={details.monthsNote} sources={details.monthsSources} />
        <p className="mt-2 text-slate-800">{details.season}</p>
      </section>
      <KitAndSafety bring={details.bring} />
      <SourcesList details={waterfall.details} />
    </article>
  )
}
