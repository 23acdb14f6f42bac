import type { PageMeta, PageMetaArgs } from '@/core/client/meta/page-meta';
import { notFoundMeta } from '@/core/client/not-found-page';
import { photoUrl } from '@/core/shared/photo-url';
import { schoolPath, tabOf } from '../detail-tabs';
import { SCHOOL_DETAIL_QUERY } from '../school-detail.query';
import { schoolDescription } from './school-description';
import { breadcrumbJsonLd, schoolJsonLd } from './school-json-ld';

const siteUrlOf = (settings: Record<string, unknown>) =>
  (typeof settings.WEBSITE_URL === 'string' && settings.WEBSITE_URL.trim()
    ? settings.WEBSITE_URL
    : 'http://localhost:3000'
  ).replace(/\/+$/, '');

/**
 * A school page's title (the tab's name first, but for the overview), description (its facts),
 * canonical URL (without the visitor's currency), social image (its first photo) and JSON-LD.
 */
export function schoolDetailMeta(args: PageMetaArgs): PageMeta {
  const { params, client, t, settings, format } = args;
  const tab = tabOf(params.tab);
  if (!tab) return notFoundMeta(args);
  const answer = client.readQuery({ query: SCHOOL_DETAIL_QUERY, variables: { id: params.id ?? '' } });
  if (answer && answer.school === null) return notFoundMeta(args);
  const school = answer?.school;
  // In the browser the school may not have arrived yet: the site name alone until it has.
  if (!school) return {};
  const path = schoolPath(school.countrySlug, school._id, tab);
  const siteUrl = siteUrlOf(settings);
  // Many schools carry their city in their name already.
  const place = school.name.includes(school.city) ? school.name : `${school.name}, ${school.city}`;
  const photo = school.photos[0];
  return {
    title:
      tab === 'overview'
        ? place
        : t('openschool:detail.meta.tabTitle', { tab: t(`openschool:detail.tabs.${tab}`), school: place }),
    description: schoolDescription(school, t, format),
    url: path,
    // What lists and the sitemap leave out stays out of search engines as well.
    noindex: !school.listed,
    updatedAt: school.updatedAt,
    ...(photo
      ? {
          image: {
            url: photoUrl(photo.imageId, settings.CLOUDINARY_CLOUD_NAME, {
              width: 1200,
              height: 630,
              crop: 'fill',
              gravity: 'auto',
            }),
            width: 1200,
            height: 630,
          },
        }
      : {}),
    jsonLd: [
      schoolJsonLd(school, `${siteUrl}${schoolPath(school.countrySlug, school._id)}`),
      breadcrumbJsonLd(school, { siteUrl, pageUrl: `${siteUrl}${path}`, schools: t('openschool:menu') }),
    ],
  };
}
