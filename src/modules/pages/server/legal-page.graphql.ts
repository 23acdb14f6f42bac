import { builder } from '@/core/server/graphql/builder';
import { LEGAL_PAGES } from '../shared/legal-pages';
import { type LegalPage, legalPage } from './legal-page-service';

const LegalPageName = builder.enumType('LegalPageName', { values: LEGAL_PAGES });

const LegalPageType = builder.objectRef<LegalPage>('LegalPage').implement({
  description:
    'A legal page: headings are lines starting with "## ", paragraphs are separated by blank lines.',
  fields: (t) => ({
    name: t.field({ type: LegalPageName, resolve: (page) => page.name }),
    text: t.exposeString('text'),
    custom: t.exposeBoolean('custom', { description: 'The admin’s text rather than the default one.' }),
  }),
});

builder.queryField('legalPage', (t) =>
  t.field({
    type: LegalPageType,
    subGraphs: ['public'],
    description:
      'The privacy policy or the terms of use, in the request’s language when not replaced by the admin.',
    args: { name: t.arg({ type: LegalPageName, required: true }) },
    resolve: (_root, args, context) => legalPage(context.settings, args.name, context.lang),
  }),
);
