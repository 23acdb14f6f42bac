import { SimpleGrid } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { curriculumInputSchema } from '@/modules/openschool/shared/admin/curriculum-admin-schemas';
import { type CurriculumItem, curriculumEntity } from './curriculum-entity';

export const meta = adminMeta('openschool-admin:curriculums.title');

/** /_admin/school-curriculums/create and /{_id}/edit: a curriculum's names, slug, family and description. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  return (
    <AdminFormPage<CurriculumItem, typeof curriculumInputSchema>
      entity={curriculumEntity}
      listTitle={t('curriculums.title')}
      createTitle={t('curriculums.create')}
      schema={curriculumInputSchema}
      defaults={(curriculum) => ({
        name: curriculum?.name ?? '',
        slug: curriculum?.slug ?? '',
        shortName: curriculum?.shortName ?? '',
        family: curriculum?.family ?? '',
        description: curriculum?.description ?? '',
      })}
    >
      {(form, curriculum) => (
        <>
          <TextField
            control={form.control}
            name="name"
            label={t('curriculums.name')}
            required
            maxLength={120}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField
              control={form.control}
              name="slug"
              label={t('curriculums.slug')}
              description={curriculum ? t('curriculums.slugChangeHelp') : t('curriculums.slugHelp')}
              required
              maxLength={60}
            />
            <TextField
              control={form.control}
              name="shortName"
              label={t('curriculums.shortName')}
              maxLength={40}
            />
            <TextField
              control={form.control}
              name="family"
              label={t('curriculums.family')}
              description={t('curriculums.familyHelp')}
              required
              maxLength={40}
            />
          </SimpleGrid>
          <TextField
            control={form.control}
            name="description"
            label={t('curriculums.description')}
            description={t('curriculums.descriptionHelp')}
            multiline
            maxLength={5000}
          />
        </>
      )}
    </AdminFormPage>
  );
}
