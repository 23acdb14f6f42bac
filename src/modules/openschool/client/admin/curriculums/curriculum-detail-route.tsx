import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { DataNamesEditor } from '@/core/client/admin/data-names/data-names-editor';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { CURRICULUM_GROUP_NAMES, CURRICULUM_NAMES } from '@/modules/openschool/shared/data-name-entities';
import { SCHOOLS_PATH } from '../schools/school-entity';
import { type CurriculumItem, curriculumEntity } from './curriculum-entity';

export const meta = adminMeta('openschool-admin:curriculums.title');

/** /_admin/school-curriculums/{_id}: a curriculum, its description for parents, the schools teaching it. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const { can } = useCurrentUser();
  const format = useFormat();
  return (
    <AdminDetailPage<CurriculumItem> entity={curriculumEntity} listTitle={t('curriculums.title')} editable>
      {(curriculum) => (
        <Stack gap="lg">
          <DetailFields
            rows={[
              [t('curriculums.slug'), curriculum.slug],
              [t('curriculums.shortName'), curriculum.shortName],
              [t('curriculums.family'), curriculum.family],
              [
                t('curriculums.schoolCount'),
                can('School:list') ? (
                  <Anchor key="schools" component={Link} to={`${SCHOOLS_PATH}?curriculum=${curriculum.slug}`}>
                    {curriculum.schoolCount}
                  </Anchor>
                ) : (
                  curriculum.schoolCount
                ),
              ],
              [t('curriculums.updatedAt'), format.dateTime(curriculum.updatedAt)],
            ]}
          />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="curriculum-description">
            <Title order={2} size="h4" id="curriculum-description" mb="sm">
              {t('curriculums.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{curriculum.description || '—'}</Text>
          </Paper>
          <DataNamesEditor
            entity={CURRICULUM_NAMES}
            thing={curriculum._id}
            title={t('curriculums.names')}
            fields={[
              { field: 'name', label: t('curriculums.name') },
              { field: 'shortName', label: t('curriculums.shortName') },
              { field: 'description', label: t('curriculums.description'), multiline: true },
            ]}
          />
          <DataNamesEditor
            entity={CURRICULUM_GROUP_NAMES}
            thing={curriculum.family}
            title={t('curriculums.groupNames', { family: curriculum.family })}
            help={t('curriculums.groupNamesHelp')}
            fields={[{ field: 'name', label: t('curriculums.family') }]}
          />
        </Stack>
      )}
    </AdminDetailPage>
  );
}
