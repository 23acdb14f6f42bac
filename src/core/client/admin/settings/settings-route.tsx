import { Box, Flex } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useUnsavedChanges } from '@/core/client/form/use-unsaved-changes';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import { adminMeta } from '../admin-meta';
import { AdminPage } from '../admin-page';
import { ADMIN_SETTINGS } from './settings-operations';
import { SettingsSectionForm } from './settings-section-form';
import { SettingsSectionNav } from './settings-section-nav';
import { SETTINGS_PATH, sectionNamed } from './settings-section-path';

export const meta = adminMeta('settings.title');

/**
 * /_admin/settings/{section}: one section of the settings catalogue (spec section 3) at a time,
 * the list of sections beside it; the bare path opens the first.
 */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage permission="Setting:list" title={t('settings.title')} width="full">
      <SettingsSections />
    </AdminPage>
  );
}

function SettingsSections() {
  const { t } = useTranslation('admin');
  const { section: slug } = useParams();
  // Fresh on every visit: another admin may have changed a value meanwhile.
  const { data, loading, error } = useQuery(ADMIN_SETTINGS, { fetchPolicy: 'network-only' });
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((name: string, dirty: boolean) => {
    setUnsaved((previous) => {
      if (previous.has(name) === dirty) return previous;
      const next = new Set(previous);
      if (dirty) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  // Switching sections keeps the edits; leaving the settings with some unsaved asks first.
  const unsavedDialog = useUnsavedChanges(unsaved.size > 0, 'admin:crud.unsaved', SETTINGS_PATH);
  const sections = (data?.adminSettings ?? []).map((section) => ({
    ...section,
    // Sections of modules the core does not know of fall back to their name.
    title: t(`settings.sections.${section.name}`, { defaultValue: section.name }),
  }));
  const current = sectionNamed(sections, slug);
  return (
    <QueryState loading={loading} error={error} data={data?.adminSettings} notFound={!!data && !current}>
      {() => (
        <Flex gap="xl" direction={{ base: 'column', sm: 'row' }} align="flex-start">
          <SettingsSectionNav sections={sections} current={current!.name} unsaved={unsaved} />
          <Box flex={1} maw={760} w="100%">
            {/* Every section stays mounted, the others hidden, so that their edits survive a switch. */}
            {sections.map((section) => (
              <div key={section.name} hidden={section.name !== current!.name}>
                <SettingsSectionForm section={section} title={section.title} onDirtyChange={onDirtyChange} />
              </div>
            ))}
          </Box>
          {unsavedDialog}
        </Flex>
      )}
    </QueryState>
  );
}
