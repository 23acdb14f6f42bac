import { builder } from '@/core/server/graphql/builder';
import type { GraphQLContext } from '@/core/server/graphql/context';

interface MailProviderInfo {
  name: string;
  templateSource: 'mailjet' | 'database';
  sender: string | null;
}

const MailProviderInfoType = builder.objectRef<MailProviderInfo>('MailProviderInfo').implement({
  subGraphs: ['admin'],
  description: 'How mail leaves the site now; it names the mail pages of the console.',
  fields: (t) => ({
    name: t.exposeString('name', { description: '`mailjet`, `smtp` or `outbox`.' }),
    templateSource: t.exposeString('templateSource', { description: '`mailjet` or `database`.' }),
    sender: t.exposeString('sender', { nullable: true, description: 'The no-reply address, when set.' }),
  }),
});

/** The mail pages need it, and the test sender may be all a user can see of them. */
async function mailProviderInfo(context: GraphQLContext): Promise<MailProviderInfo> {
  const [provider, account, sender] = await Promise.all([
    context.mail.provider(),
    context.mail.mailjetAccount(),
    context.settings.get<string>('EMAIL_NOREPLY'),
  ]);
  return {
    name: provider.name,
    templateSource: account ? 'mailjet' : 'database',
    sender: sender?.trim() || null,
  };
}

builder.queryField('adminMailProvider', (t) =>
  t.field({
    type: MailProviderInfoType,
    subGraphs: ['admin'],
    description: 'The mail provider in use. Needs MailjetTemplate:list or Mailjet:send.',
    authScopes: { anyPermission: ['MailjetTemplate:list', 'Mailjet:send'] },
    resolve: (_root, _args, context) => mailProviderInfo(context),
  }),
);
