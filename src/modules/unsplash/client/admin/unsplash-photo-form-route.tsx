import { useParams } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { type AdminFormOf, AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { MultiSelectField, SwitchField, TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import {
  PHOTO_ALT_MAX,
  PHOTO_USES,
  unsplashPhotoCreateSchema,
  unsplashPhotoUpdateSchema,
} from '@/modules/unsplash/shared/unsplash-photo-schemas';
import { type UnsplashPhotoItem, unsplashPhotoEntity } from './unsplash-photo-entity';

export const meta = adminMeta('unsplash-admin:photos.title');

/** The create form's schema or the edit form's (blank texts are read as none by both). */
type PhotoFormSchema = typeof unsplashPhotoCreateSchema | typeof unsplashPhotoUpdateSchema;

/**
 * /_admin/unsplash-photos/create and /{_id}/edit: a photo saved by its id or address (its credit
 * comes from the service), then where it may be shown, for which country, and whether it is.
 */
export function Component() {
  const { t } = useTranslation('unsplash-admin');
  const { id } = useParams();
  return (
    <AdminFormPage<UnsplashPhotoItem, PhotoFormSchema>
      entity={unsplashPhotoEntity}
      listTitle={t('photos.title')}
      createTitle={t('photos.create')}
      schema={id ? unsplashPhotoUpdateSchema : unsplashPhotoCreateSchema}
      defaults={(photo) => ({
        ...(photo ? { active: photo.active } : { photo: '' }),
        uses: PHOTO_USES.filter((use) => photo?.uses.includes(use)),
        countryCode: photo?.countryCode ?? '',
        alt: photo?.alt ?? '',
      })}
    >
      {(form, photo) => (
        <>
          {!photo && (
            <TextField
              control={form.control}
              name="photo"
              label={t('photos.photo')}
              description={t('photos.photoHelp')}
              required
              maxLength={300}
            />
          )}
          <PhotoChoices control={form.control} />
          {photo && <SwitchField control={form.control} name="active" label={t('photos.activeHelp')} />}
        </>
      )}
    </AdminFormPage>
  );
}

/** Where a photo may be shown, for which country, with which alt text: the create and edit forms' fields. */
function PhotoChoices(props: { control: AdminFormOf<PhotoFormSchema>['control'] }) {
  const { t } = useTranslation('unsplash-admin');
  const { control } = props;
  return (
    <>
      <MultiSelectField
        control={control}
        name="uses"
        label={t('photos.uses')}
        description={t('photos.usesHelp')}
        required
        data={PHOTO_USES.map((use) => ({ value: use, label: t(`uses.${use}`) }))}
      />
      <TextField
        control={control}
        name="countryCode"
        label={t('photos.country')}
        description={t('photos.countryHelp')}
        maxLength={2}
      />
      <TextField
        control={control}
        name="alt"
        label={t('photos.alt')}
        description={t('photos.altHelp')}
        maxLength={PHOTO_ALT_MAX}
      />
    </>
  );
}
