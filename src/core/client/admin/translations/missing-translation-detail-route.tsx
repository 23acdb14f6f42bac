import { Code } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/languages';
import { adminMeta } from '../admin-meta';
import { AdminDetailPage, DetailFields } from '../crud/admin-detail-page';
import { type MissingTranslationItem, missingTranslationEntity } from './missing-translation-entity';

export const meta = adminMeta('translations.title');

/** /_admin/translations/{_id}: where the key belongs and its English text. */
export function Component() {
  const { t, i18n } = useTranslation('admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AdminDetailPage<MissingTranslationItem>
      entity={missingTranslationEntity}
      listTitle={t('translations.title')}
      permission="Translation:list"
    >
      {(item) => (
        <DetailFields
          rows={[
            [t('translations.key'), <Code key="key">{item.key}</Code>],
            [t('translations.lng'), LANGUAGES.find((language) => language.languageCode === item.lng)?.label],
            [t('translations.file'), <Code key="file">{`public/locales/${item.lng}/${item.ns}.json`}</Code>],
            [t('translations.english'), item.english ?? t('translations.noEnglish')],
            [t('translations.count'), item.count],
            [t('translations.firstSeenAt'), date.format(new Date(item.firstSeenAt))],
            [t('translations.lastSeenAt'), date.format(new Date(item.lastSeenAt))],
          ]}
        />
      )}
    </AdminDetailPage>
  );
}
