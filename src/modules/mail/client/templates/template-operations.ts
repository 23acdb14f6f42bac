import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MailTemplateItem {
  name: string;
  languages: string[];
  subject: string;
  updatedAt: string | null;
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailTemplateDetail extends MailContent {
  name: string;
  lang: string;
  languages: string[];
  source: 'mailjet' | 'database';
  updatedAt: string | null;
  variables: { name: string; sample: string }[];
  preview: MailContent;
}

export const ADMIN_MAIL_TEMPLATES: TypedDocumentNode<{
  adminMailTemplates: { source: 'mailjet' | 'database'; items: MailTemplateItem[] };
}> = gql`
  query AdminMailTemplates { adminMailTemplates { source items { name languages subject updatedAt } } }
`;

export const ADMIN_MAIL_TEMPLATE: TypedDocumentNode<
  { adminMailTemplate: MailTemplateDetail | null },
  { name: string; language: string | null }
> = gql`
  query AdminMailTemplate($name: String!, $language: String) {
    adminMailTemplate(name: $name, language: $language) {
      name lang languages source subject html text updatedAt
      variables { name sample }
      preview { subject html text }
    }
  }
`;
