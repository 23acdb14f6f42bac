import type { Db } from '@/core/server/db/database';
import { FALLBACK_MAIL_LANG } from '@/core/server/mail/mail-template-repository';
import { findTemplateLanguages, listTemplateSummaries } from './mail-template-admin-repository';
import { byLanguage, type MailTemplateSource } from './mail-template-source';

/** The templates the site sends its own mails with: the `mail_template` table. */
export function databaseTemplateSource(db: Db): MailTemplateSource {
  return {
    name: 'database',
    list: () => listTemplateSummaries(db),
    async find(name, lang) {
      const versions = (await findTemplateLanguages(db, name)).sort((a, b) => byLanguage(a.lang, b.lang));
      const version =
        versions.find((row) => row.lang === lang) ??
        versions.find((row) => row.lang === FALLBACK_MAIL_LANG) ??
        versions[0];
      if (!version) return undefined;
      return { name, ...version, languages: versions.map((row) => row.lang) };
    },
  };
}
