import type {
  AudienceLeaf,
  BreadcrumbListLeaf,
  EntryPointLeaf,
  GeoCoordinatesLeaf,
  ListItemLeaf,
  PostalAddressLeaf,
  PropertyValueLeaf,
  SearchActionLeaf,
  TouristAttractionLeaf,
  WebSiteLeaf,
} from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { illustrationFor } from '../../src/components/ui/illustration-for'
import { breadcrumbJsonLd, touristAttractionJsonLd } from '../../src/features/waterfall/structured-data'
import { loadedMessages } from '../../src/i18n/messages-loader'
import { websiteJsonLd } from '../../src/seo/structured-data'
import { LOCALES } from '../../src/vocabulary/values'

/**
 * Every property of the structured data the site emits is one schema.org defines for the node's
 * type. The lists are written by hand from schema.org's definitions, and each name is checked
 * against schema-dts (Google's types of the vocabulary) by the type check: a property the type
 * does not have is a type error here.
 */
type PropertyOf<Node> = Exclude<keyof Node, '@type' | '@id'> & string
const allow = <Node>(...properties: PropertyOf<Node>[]) => new Set<string>(properties)

const ALLOWED: Record<string, Set<string>> = {
  WebSite: allow<WebSiteLeaf>('name', 'url', 'inLanguage', 'potentialAction'),
  SearchAction: allow<SearchActionLeaf>('target', 'query'),
  EntryPoint: allow<EntryPointLeaf>('urlTemplate'),
  // publicAccess and isAccessibleForFree (Place) say whether a waterfall can be visited and at what cost.
  TouristAttraction: allow<TouristAttractionLeaf>(
    'name',
    'description',
    'url',
    'image',
    'address',
    'geo',
    'touristType',
    'additionalProperty',
    'publicAccess',
    'isAccessibleForFree',
  ),
  PostalAddress: allow<PostalAddressLeaf>('addressLocality', 'addressRegion', 'addressCountry'),
  GeoCoordinates: allow<GeoCoordinatesLeaf>('latitude', 'longitude'),
  Audience: allow<AudienceLeaf>('audienceType'),
  PropertyValue: allow<PropertyValueLeaf>('name', 'value'),
  BreadcrumbList: allow<BreadcrumbListLeaf>('itemListElement'),
  ListItem: allow<ListItemLeaf>('position', 'name', 'item'),
}

/** An action's input annotation (schema.org's actions: `<property>-input`) names a property of the action. */
const ACTION_ANNOTATION = /^(.+)-(?:input|output)$/

/** Each property that is not schema.org's for its node's type, as `Type.property`. */
function undefinedProperties(node: unknown, at = 'root'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => undefinedProperties(item, `${at}[${index}]`))
  if (typeof node !== 'object' || node === null) return []
  const { '@context': _context, '@type': type, ...properties } = node as Record<string, unknown>
  const allowed = typeof type === 'string' ? ALLOWED[type] : undefined
  if (!allowed) return [`${at}: a node of type ${String(type)}, which the allow-list does not describe`]
  return Object.entries(properties).flatMap(([name, value]) => {
    const defined = allowed.has(name) || allowed.has(ACTION_ANNOTATION.exec(name)?.[1] ?? '')
    const nested = typeof value === 'object' && value !== null ? undefinedProperties(value, `${type}.${name}`) : []
    return defined ? nested : [`${type}.${name}`, ...nested]
  })
}

const catalogue = validateCatalogue(WATERFALL_SOURCES)

describe.each(LOCALES)('the structured data of the %s pages', (locale) => {
  const messages = loadedMessages(locale)

  it('home page: only properties schema.org defines for WebSite, SearchAction and EntryPoint', () => {
    if (!messages) throw new Error(`the ${locale} texts are not loaded`)
    expect(undefinedProperties(websiteJsonLd(locale, messages))).toEqual([])
  })

  it.each(buildCatalogueDocument(catalogue, locale).waterfalls.map((entry) => [entry.id, entry] as const))(
    'waterfall %s: only properties schema.org defines for TouristAttraction and BreadcrumbList',
    (_id, waterfall) => {
      const attraction = touristAttractionJsonLd(waterfall, locale, illustrationFor(waterfall.type))
      const breadcrumb = breadcrumbJsonLd([{ name: 'Home', url: 'https://example.org/' }, { name: waterfall.name }])
      expect(undefinedProperties(attraction)).toEqual([])
      expect(undefinedProperties(breadcrumb)).toEqual([])
    },
  )
})

describe('the allow-list check', () => {
  it('names a property schema.org does not define for the type, at any depth', () => {
    const node = {
      '@type': 'TouristAttraction',
      name: 'x',
      inLanguage: 'it',
      address: { '@type': 'PostalAddress', audience: 'Families' },
    }
    expect(undefinedProperties(node)).toEqual(['TouristAttraction.inLanguage', 'PostalAddress.audience'])
  })

  it('refuses a node of a type it does not describe, or with none', () => {
    expect(undefinedProperties({ '@type': 'Event', name: 'x' })).toHaveLength(1)
    expect(undefinedProperties({ '@type': 'WebSite', potentialAction: { target: 'x' } })).toHaveLength(1)
  })
})
