import { SimpleGrid } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { SelectField } from '@/core/client/admin/crud/form-fields';
import { RejectionFields } from '@/core/client/admin/crud/rejection-inputs';
import { useTranslation } from '@/core/client/use-translation';
import { REJECT_CATEGORIES } from '@/core/shared/moderation';
import {
  PLACE_CATEGORIES,
  PLACE_STATUSES,
  placeAdminInputSchema,
} from '@/modules/place/shared/place-schemas';
import { CoordinateField, PlaceFields } from '../place-fields';
import { type PlaceItem, placeEntity } from './place-entity';

export const meta = adminMeta('place-admin:places.title');

/**
 * /_admin/places/create and /{_id}/edit: a place's fields, its point as coordinates, and the
 * moderator's decision (a rejection's kind, and its reason, which the member reads).
 */
export function Component() {
  const { t } = useTranslation(['place-admin', 'place']);
  return (
    <AdminFormPage<PlaceItem, typeof placeAdminInputSchema>
      entity={placeEntity}
      listTitle={t('places.title')}
      createTitle={t('places.create')}
      schema={placeAdminInputSchema}
      defaults={(place) => ({
        name: place?.name ?? '',
        // The API types these as strings; the form picks one of the known ones.
        category: PLACE_CATEGORIES.find((category) => category === place?.category),
        description: place?.description ?? '',
        address: place?.address ?? '',
        latitude: place?.latitude,
        longitude: place?.longitude,
        website: place?.website ?? '',
        openingNotes: place?.openingNotes ?? '',
        imageIds: place?.imageIds ?? [],
        // An editor's own place is published; a member's keeps its status until decided.
        status: PLACE_STATUSES.find((status) => status === place?.status) ?? 'published',
        rejectCategory: REJECT_CATEGORIES.find((category) => category === place?.rejectCategory) ?? null,
        rejectReason: place?.rejectReason ?? '',
      })}
    >
      {(form) => (
        <>
          <PlaceFields control={form.control} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CoordinateField control={form.control} name="latitude" />
            <CoordinateField control={form.control} name="longitude" />
          </SimpleGrid>
          <SelectField
            control={form.control}
            name="status"
            label={t('places.status')}
            description={t('places.statusHelp')}
            required
            data={PLACE_STATUSES.map((status) => ({ value: status, label: t(`place:statuses.${status}`) }))}
          />
          <RejectionFields
            control={form.control}
            reason={{ label: t('places.rejectReason'), description: t('places.rejectReasonHelp') }}
          />
        </>
      )}
    </AdminFormPage>
  );
}
