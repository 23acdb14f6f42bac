import { Anchor, Code } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { adminMeta } from '../admin-meta';
import { AdminDetailPage, DetailFields } from '../crud/admin-detail-page';
import { type MissingTranslationItem, missingTranslationEntity } from './missing-translation-entity';

export const meta = adminMeta('translations.title');

/**
 * /_admin/translations/{_id}: where the key belongs and its English text; for a name kept in the
 * data (`data:<entity>`), the admin page where it is translated (decision 099).
 */
export function Component() {
  const { t } = useTranslation('admin');
  const format = useFormat();
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
            [t('translations.lng'), languageLabel(item.lng)],
            item.ns.startsWith('data:')
              ? [
                  t('translations.dataName'),
                  item.editPath ? (
                    <Anchor key="edit" component={Link} to={item.editPath}>
                      {t('translations.translateIt', { language: languageLabel(item.lng) })}
                    </Anchor>
                  ) : (
                    <Code key="data">{item.ns}</Code>
                  ),
                ]
              : [
                  t('translations.file'),
                  <Code key="file">{`public/locales/${item.lng}/${item.ns}.json`}</Code>,
                ],
            [t('translations.english'), item.english ?? t('translations.noEnglish')],
            ...(item.ns.startsWith('data:')
              ? []
              : ([
                  [t('translations.count'), item.count],
                  [t('translations.firstSeenAt'), format.dateTime(item.firstSeenAt)],
                  [t('translations.lastSeenAt'), format.dateTime(item.lastSeenAt)],
                ] as [string, ReactNode][])),
          ]}
        />
      )}
    </AdminDetailPage>
  );
}
