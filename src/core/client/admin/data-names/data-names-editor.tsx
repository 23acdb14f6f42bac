import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import { TRANSLATED_LANGUAGES } from '@/core/shared/data-names';
import { languageLabel } from '@/core/shared/languages';
import { notifyAdmin } from '../crud/admin-notify';
import { ADMIN_DATA_NAMES, ADMIN_UPDATE_DATA_NAMES } from './data-name-operations';

/** A translatable part of a thing as the editor shows it: its label, and whether it is long text. */
export interface DataNameField {
  field: string;
  label: string;
  multiline?: boolean;
}

/**
 * A thing's names in the other languages, one language at a time (decision 099): each field
 * beside its English text; an empty field shows the English text to readers. Read with
 * Translation:list, saved with Translation:update.
 */
export function DataNamesEditor(props: {
  entity: string;
  thing: string;
  title: string;
  fields: DataNameField[];
  help?: string;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const [lng, setLng] = useState<string>(TRANSLATED_LANGUAGES[0]!);
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const variables = { entity: props.entity, thing: props.thing, lng };
  const { data } = useQuery(ADMIN_DATA_NAMES, { variables, fetchPolicy: 'cache-and-network' });
  const names = data?.names;

  useEffect(() => {
    setValues(Object.fromEntries((names ?? []).map((name) => [name.field, name.value ?? ''])));
  }, [names]);

  if (!can('Translation:list')) return null;
  const editable = can('Translation:update');
  const headingId = `data-names-${props.entity}`;

  const save = async () => {
    setSaving(true);
    const result = await runMutation(client, ADMIN_UPDATE_DATA_NAMES, { ...variables, values });
    setSaving(false);
    if (result.success) notifyAdmin('success', t('dataNames.saved', { language: languageLabel(lng) }));
    else notifyAdmin('error', errorText(result.code) ?? '');
    await client.refetchQueries({ include: ['AdminDataNames'] });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {props.title}
        </Title>
        <Text size="sm">{props.help ?? t('dataNames.help')}</Text>
        <Select
          label={t('dataNames.language')}
          data={TRANSLATED_LANGUAGES.map((code) => ({ value: code, label: languageLabel(code) }))}
          value={lng}
          onChange={(value) => value && setLng(value)}
          allowDeselect={false}
          w={240}
        />
        {props.fields.map((field) => {
          const english = names?.find((name) => name.field === field.field)?.english ?? '';
          const Input = field.multiline ? Textarea : TextInput;
          return (
            <Input
              key={field.field}
              label={field.label}
              description={t('dataNames.english', { text: english || '—' })}
              placeholder={english}
              lang={lng}
              dir={lng === 'ar' ? 'rtl' : 'ltr'}
              readOnly={!editable}
              autosize={field.multiline ? true : undefined}
              value={values[field.field] ?? ''}
              onChange={(event) => setValues({ ...values, [field.field]: event.currentTarget.value })}
            />
          );
        })}
        {editable && (
          <Group>
            <Button loading={saving} onClick={save}>
              {t('dataNames.save', { language: languageLabel(lng) })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
