import * as z from 'zod/mini'

/** The value types both catalogue schemas are made of: the authored one and the one pages read. */
export const text = z.string().check(z.trim(), z.minLength(1))
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date'))
export const httpsUrl = z.url({ protocol: /^https$/ })
/** The languages a source's title can be in (a few are German tourist pages). */
export const SOURCE_LANGUAGES = ['it', 'en', 'de'] as const
