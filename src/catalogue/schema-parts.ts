import * as z from 'zod/mini'

/** The value types both catalogue schemas are made of: the authored one and the one pages read. */
export const text = z.string().check(z.trim(), z.minLength(1))
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date'))
/** A month, or a day, in ISO form: as precise as a source or a search can say. */
export const isoMonthOrDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'expected a YYYY-MM or YYYY-MM-DD date'))
/** When a source was published: a year, a month or a day, as precisely as the page says. */
export const sourceDate = z
  .string()
  .check(
    z.regex(/^\d{4}(-(0[1-9]|1[0-2])(-\d{2})?)?$/, 'expected a year (2025), a month (2025-07) or a day (2025-07-11)'),
  )
export const httpsUrl = z.url({ protocol: /^https$/ })
/** A page's address: https, or plain http where the page has no https copy (shown, never linked). */
export const webUrl = z.url({ protocol: /^https?$/ })
/**
 * Hosts that are never the source itself: mirrors of Wikipedia and other pages, scrapers of
 * documents (docslib.org), replicas of printed papers (pressreader.com), a web agency's
 * demonstration copies (consinfo.it), content-delivery hosts that serve a publisher's files
 * (cdn…, static…, media…), and staging or demo hosts. A fact cites the original instead.
 */
export const NOT_A_SOURCE_HOST =
  /(^|\.)(eth\.link|nina\.az|bdmobi\.com|wikisort\.org|cloudfrontnetl\.store|wikiwand\.com|wikizero\.com|wiki2\.org|dbpedia\.org|everybodywiki\.com|wikimili\.com|alchetron\.com|consinfo\.it|docslib\.org|pressreader\.com|archive\.ph|archive\.today|cloudfront\.net|akamaized\.net)$|^(cdn\d*|static\d*|media\d*|img\d*|test|staging|dev|demo)\.|\.$/
/**
 * Sites that republish other publishers' articles, reworded or whole (aggregators and syndicated
 * copies): a source there must name the page it copies (`copyOf`), and the original is cited
 * wherever it can be read.
 */
export const COPY_HOST =
  /(^|\.)(lombardianera\.it|newsprima\.it|msn\.com|virgilio\.it|ultimenotizie\.online|zazoom\.it)$/
/** The languages a source's title can be in (German only where no Italian or English page is known). */
export const SOURCE_LANGUAGES = ['it', 'en', 'de'] as const
