import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../states/query-state';
import { adminMeta } from '../admin-meta';
import { AdminPage } from '../admin-page';
import { ADMIN_SETTINGS } from './settings-operations';
import { SettingsSectionForm } from './settings-section-form';

export const meta = adminMeta('settings.title');

/** /_admin/settings: one form per section of the settings catalogue (spec section 3). */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage permission="Setting:list" title={t('settings.title')}>
      <SettingsSections />
    </AdminPage>
  );
}

function SettingsSections() {
  const { t } = useTranslation('admin');
  // Fresh on every visit: another admin may have changed a value meanwhile.
  const { data, loading, error } = useQuery(ADMIN_SETTINGS, { fetchPolicy: 'network-only' });
  return (
    <QueryState loading={loading} error={error} data={data?.adminSettings}>
      {() => (
        <Stack gap="xl">
          {data!.adminSettings.map((section) => (
            <SettingsSectionForm
              key={section.name}
              section={section}
              // Sections of modules the core does not know of fall back to their name.
              title={t(`settings.sections.${section.name}`, { defaultValue: section.name })}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
