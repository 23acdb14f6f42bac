import type { PageForm } from '@/core/server/render/page-form';
import { NEWSLETTER_PAGE_PATH, NEWSLETTER_THANKS_PATH } from '../shared/newsletter-subscription';
import { newsletterDepsOf } from './newsletter-deps';
import { subscribe } from './subscription-service';

/**
 * The subscription form posted without scripts (decision 075), from /newsletter or from the
 * footer of any page (which posts to /newsletter): subscribed as the REST call does, then the
 * thanks page; a refusal shows on the /newsletter page's form.
 */
export const newsletterPageForms: PageForm[] = [
  {
    path: NEWSLETTER_PAGE_PATH,
    submit: async ({ fields, context }) => {
      await subscribe(newsletterDepsOf(context), fields, { ip: context.http.request.ip, lang: context.lang });
      return NEWSLETTER_THANKS_PATH;
    },
  },
];
