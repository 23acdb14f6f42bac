import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';

export const ADMIN_MAIL_TEMPLATES = adminGraphql(`
  query AdminMailTemplates { adminMailTemplates { source items { name languages subject updatedAt } } }
`);

export const ADMIN_MAIL_TEMPLATE = adminGraphql(`
  query AdminMailTemplate($name: String!, $language: String) {
    adminMailTemplate(name: $name, language: $language) {
      name lang languages source subject html text updatedAt
      variables { name sample }
      preview { subject html text }
    }
  }
`);

export type MailTemplateDetail = NonNullable<ResultOf<typeof ADMIN_MAIL_TEMPLATE>['adminMailTemplate']>;
