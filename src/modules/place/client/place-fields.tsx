import { NumberInput } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { SelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import {
  PLACE_ADDRESS_MAX,
  PLACE_CATEGORIES,
  PLACE_DESCRIPTION_MAX,
  PLACE_NAME_MAX,
  PLACE_OPENING_NOTES_MAX,
  PLACE_WEBSITE_MAX,
  type PlaceFormValues,
} from '../shared/place-schemas';
import { PlacePhotosField } from './place-photos-field';

/** A field of the place form, in a form whose values hold the place's (the member's or the admin's). */
const fieldName = <Values extends FieldValues>(name: keyof PlaceFormValues) => name as Path<Values>;

/**
 * What a place is, as a member adds it and an editor writes it: the name, the category, and
 * what a family needs before going. The point is chosen apart (on the map, or as coordinates).
 */
export function PlaceFields<Values extends FieldValues>(props: { control: Control<Values> }) {
  const { t } = useTranslation('place');
  const { control } = props;
  return (
    <>
      <TextField
        control={control}
        name={fieldName<Values>('name')}
        label={t('form.name')}
        required
        maxLength={PLACE_NAME_MAX}
      />
      <SelectField
        control={control}
        name={fieldName<Values>('category')}
        label={t('form.category')}
        required
        data={PLACE_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
      />
      <TextField
        control={control}
        name={fieldName<Values>('description')}
        label={t('form.description')}
        description={t('form.descriptionHelp')}
        multiline
        maxLength={PLACE_DESCRIPTION_MAX}
      />
      <TextField
        control={control}
        name={fieldName<Values>('address')}
        label={t('form.address')}
        maxLength={PLACE_ADDRESS_MAX}
      />
      <TextField
        control={control}
        name={fieldName<Values>('openingNotes')}
        label={t('form.openingNotes')}
        description={t('form.openingNotesHelp')}
        multiline
        maxLength={PLACE_OPENING_NOTES_MAX}
      />
      <TextField
        control={control}
        name={fieldName<Values>('website')}
        label={t('form.website')}
        description={t('form.websiteHelp')}
        type="url"
        maxLength={PLACE_WEBSITE_MAX}
      />
      <PlacePhotosField control={control} />
    </>
  );
}

/** A latitude or a longitude typed as a number (the admin's form; members pick the point on the map). */
export function CoordinateField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: 'latitude' | 'longitude';
}) {
  const { t } = useTranslation('place');
  const errorText = useErrorText();
  const { field, fieldState } = useController({
    control: props.control,
    name: fieldName<Values>(props.name),
  });
  const limit = props.name === 'latitude' ? 90 : 180;
  return (
    <NumberInput
      {...field}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      label={t(`form.${props.name}`)}
      withAsterisk
      min={-limit}
      max={limit}
      decimalScale={7}
      error={errorText(fieldState.error?.message)}
    />
  );
}
