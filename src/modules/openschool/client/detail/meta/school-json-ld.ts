import type { SchoolDetailView } from '../school-detail.query';

/**
 * schema.org `School` for search engines: name, address, geo, contact, and the rating only
 * when parents have rated it (an empty aggregateRating is an error for them).
 */
export function schoolJsonLd(school: SchoolDetailView, pageUrl: string): Record<string, unknown> {
  return {
    '@type': 'School',
    name: school.name,
    url: pageUrl,
    ...(school.description.trim() ? { description: school.description.trim().slice(0, 500) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(school.address ? { streetAddress: school.address } : {}),
      addressLocality: school.city,
      addressCountry: school.country,
    },
    ...(school.latitude !== null && school.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: school.latitude, longitude: school.longitude } }
      : {}),
    ...(school.phone ? { telephone: school.phone } : {}),
    ...(school.email ? { email: school.email } : {}),
    ...(school.website ? { sameAs: school.website } : {}),
    ...(school.foundedYear ? { foundingDate: String(school.foundedYear) } : {}),
    ...(school.ratingCount > 0 && school.ratingAvg !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: school.ratingAvg,
            ratingCount: school.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Where the page sits: Schools › country › school. */
export function breadcrumbJsonLd(
  school: SchoolDetailView,
  names: { siteUrl: string; pageUrl: string; schools: string },
): Record<string, unknown> {
  const { siteUrl, pageUrl } = names;
  const items = [
    { name: names.schools, url: `${siteUrl}/schools` },
    { name: school.countryName, url: `${siteUrl}/schools/${school.countrySlug}` },
    { name: school.name, url: pageUrl },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
