import type { GraphQLContext } from '@/core/server/graphql/context';
import type { PageForm } from '@/core/server/render/page-form';
import { parseInput } from '@/core/server/validation';
import { contactMessageInputSchema } from '../shared/contact-schemas';
import { assertContactEnabled, sendContactMessage } from './contact-service';

/**
 * The contact form as a request sends it: the `sendContactMessage` mutation, or the page's
 * form posted without scripts. Refused with `contact.disabled` while the module is off.
 */
export async function sendContactForm(context: GraphQLContext, input: unknown): Promise<void> {
  await assertContactEnabled(context.settings);
  await sendContactMessage(
    { ...context, log: context.http.request.log },
    parseInput(contactMessageInputSchema, input),
    { ip: context.http.request.ip, lang: context.lang },
  );
}

/** /contact-us posted without scripts (decision 075): sent, then the thanks page. */
export const contactPageForms: PageForm[] = [
  {
    path: '/contact-us',
    submit: async ({ fields, context }) => {
      await sendContactForm(context, fields);
      return '/contact-us/thanks';
    },
  },
];
