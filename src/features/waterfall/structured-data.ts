import type { Waterfall } from '../../catalogue/schema'
import { absoluteUrl, pageUrl } from '../../seo/site'
import type { Locale } from '../../vocabulary/values'

/**
 * schema.org data for a waterfall's page (the home page's is in seo/structured-data.ts). Only
 * properties schema.org defines for a TouristAttraction (a Place): the page's language is the
 * document's, and who it suits is `touristType` (tests/unit/structured-data-vocabulary.test.ts).
 */
export function touristAttractionJsonLd(waterfall: Waterfall, locale: Locale, imagePath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: waterfall.name,
    description: waterfall.description,
    url: pageUrl(locale, `/waterfall/${waterfall.id}`),
    image: waterfall.imageUrl ?? absoluteUrl(imagePath),
    address: {
      '@type': 'PostalAddress',
      addressLocality: waterfall.location,
      addressRegion: waterfall.province,
      addressCountry: 'IT',
    },
    // Only a position a source gives: our estimates may be 1–2 km out, too far to publish as exact.
    ...(waterfall.coordinatesVerified && {
      geo: { '@type': 'GeoCoordinates', latitude: waterfall.lat, longitude: waterfall.lon },
    }),
    // A closed waterfall is not presented as open to visitors (schema.org's Place.publicAccess).
    ...(waterfall.status.state === 'closed' && { publicAccess: false }),
    ...(waterfall.familyFriendly && { touristType: { '@type': 'Audience', audienceType: 'Families' } }),
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'familyFriendly', value: waterfall.familyFriendly },
      { '@type': 'PropertyValue', name: 'strollerFriendly', value: waterfall.strollerFriendly },
    ],
  }
}

/** Each crumb with its position and name; every one but the last also links. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url?: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(index < crumbs.length - 1 && crumb.url && { item: crumb.url }),
    })),
  }
}
