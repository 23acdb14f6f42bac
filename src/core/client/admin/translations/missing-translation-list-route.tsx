import { Code } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { adminMeta } from '../admin-meta';
import { AdminListPage } from '../crud/admin-list-page';
import { type MissingTranslationItem, missingTranslationEntity } from './missing-translation-entity';

export const meta = adminMeta('translations.title');

/** /_admin/translations: keys browsers missed, per language and namespace, the most missed first. */
export function Component() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <AdminListPage<MissingTranslationItem>
      entity={missingTranslationEntity}
      title={t('translations.title')}
      exportable
      columns={[
        { key: 'key', label: t('translations.key'), render: (item) => <Code>{item.key}</Code> },
        { key: 'lng', label: t('translations.lng'), render: (item) => languageLabel(item.lng) },
        { key: 'ns', label: t('translations.ns'), render: (item) => item.ns },
        { key: 'english', label: t('translations.english'), render: (item) => item.english ?? '—' },
        { key: 'count', label: t('translations.count'), render: (item) => item.count },
        {
          key: 'lastSeenAt',
          label: t('translations.lastSeenAt'),
          render: (item) => format.dateTime(item.lastSeenAt, { time: false }),
        },
      ]}
      filters={[
        { key: 'lng', label: t('translations.lng'), optionLabel: languageLabel },
        { key: 'ns', label: t('translations.ns') },
        { key: 'key', label: t('translations.key') },
        { key: 'lastSeenAt', label: t('translations.lastSeenAt') },
      ]}
      bulkActions={[
        {
          action: 'delete',
          label: t('translations.resolve'),
          permission: 'Translation:update',
          confirm: (count) => t('translations.resolveConfirm', { count }),
        },
      ]}
    />
  );
}
