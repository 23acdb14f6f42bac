import type { GraphQLContext } from '@/core/server/graphql/context';
import { siteUrlOf } from '@/core/server/settings/site-url';
import type { RatingRecord } from './rating-repository';

/** The rating-notification mail's template (migration 008), in the 20 languages. */
export const RATING_NOTIFICATION_TEMPLATE = 'rating-notification';

/**
 * Tells `NEW_RATING_NOTIFICATION_EMAIL` (when set) of a rating to moderate, in the site's first
 * language, with a link to it in the admin. The rating is saved already: the mail is queued and
 * retried in the background; one that cannot even be composed is logged, never turned into an
 * error for the member.
 */
export async function notifyNewRating(context: GraphQLContext, rating: RatingRecord): Promise<void> {
  const to = (await context.settings.get<string>('NEW_RATING_NOTIFICATION_EMAIL'))?.trim();
  if (!to) return;
  try {
    const languages = await context.settings.get<string[]>('LANGUAGES');
    const base = await siteUrlOf(context.settings);
    await context.mail.sendTemplate(RATING_NOTIFICATION_TEMPLATE, {
      to,
      lang: languages?.[0] ?? 'en',
      variables: {
        schoolName: rating.schoolName,
        overall: rating.overall,
        comment: rating.comment,
        author: rating.authorName ?? rating.authorEmail ?? '',
        link: `${base}/_admin/school-ratings/${rating.id}`,
      },
    });
  } catch (error) {
    context.http.request.log.warn({ err: error, ratingId: rating.id }, 'rating notification not sent');
  }
}
