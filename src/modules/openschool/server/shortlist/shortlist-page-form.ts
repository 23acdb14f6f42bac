import type { PageForm } from '@/core/server/render/page-form';
import { parseInput } from '@/core/server/validation';
import {
  SHORTLIST_COOKIE,
  SHORTLIST_COOKIE_MAX_AGE,
  shortlistBackOf,
  shortlistCookieValue,
  shortlistIdsOf,
} from '@/modules/openschool/shared/guest-shortlist-cookie';
import { schoolIdSchema } from '@/modules/openschool/shared/shortlist-input';
import { addToGuestShortlist, addToShortlist, removeFromShortlist } from './shortlist-service';

/**
 * The compare button posted without scripts (decision 081): `/compare` takes `school`, `do`
 * (`add` or `remove`) and `back`, the page it was on. A signed-in visitor's account list
 * changes as through its mutations; a guest's is the `shortlist` cookie, which the page's
 * scripts read and write too. Then back to that page (303); a refusal (the list is full, the
 * school unknown) shows on the compare page.
 */
export const shortlistPageForms: PageForm[] = [
  {
    path: '/compare',
    submit: async ({ fields, context }) => {
      const schoolId = parseInput(schoolIdSchema, fields.school);
      const remove = fields.do === 'remove';
      const user = context.user;
      if (user) {
        if (remove) await removeFromShortlist(context, user.id, schoolId);
        else await addToShortlist(context, user.id, schoolId);
        return shortlistBackOf(fields.back);
      }
      const { request, reply } = context.http;
      const ids = shortlistIdsOf(request.cookies[SHORTLIST_COOKIE]);
      const next = remove
        ? ids.filter((id) => id !== schoolId)
        : await addToGuestShortlist(context, ids, schoolId);
      reply.setCookie(SHORTLIST_COOKIE, shortlistCookieValue(next), {
        path: '/',
        sameSite: 'lax',
        maxAge: SHORTLIST_COOKIE_MAX_AGE,
        secure: request.protocol === 'https',
      });
      return shortlistBackOf(fields.back);
    },
  },
];
