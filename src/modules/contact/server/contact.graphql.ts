import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { SuccessResult } from '@/core/server/graphql/mutation-result-types';
import { textInputFields } from '@/core/server/graphql/zod-input-fields';
import { withoutNulls } from '@/core/shared/objects';
import { contactMessageInputSchema } from '../shared/contact-schemas';
import { sendContactForm } from './contact-form';

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  description: 'The contact form: who writes, about what, and the captcha widget’s answer.',
  fields: (t) => textInputFields(t, [contactMessageInputSchema]),
});

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: SuccessResult,
    subGraphs: ['public'],
    description:
      'Sends a message to the site team. Refused with `contact.disabled` when ENABLE_CONTACT_US is off.',
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() => sendContactForm(context, withoutNulls(args.input))),
  }),
);
