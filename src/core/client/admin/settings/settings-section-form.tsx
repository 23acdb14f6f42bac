import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DATA_QUERY } from '@/core/client/data-query';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { settingsSectionSchema } from '@/core/shared/settings-section-schema';
import { editableSettings, formDefaults } from './section-form-values';
import { SettingField } from './setting-field';
import { type AdminSettingsSection, updateSettings } from './settings-operations';

/**
 * One section's form, checked by the schema the server uses. Without `<section>:configure`
 * the inputs are read-only and there is no Save button (the server refuses anyway). Tells
 * `onDirtyChange` whether it holds unsaved edits, for the list of sections to say so.
 */
export function SettingsSectionForm(props: {
  section: AdminSettingsSection;
  title: string;
  onDirtyChange?: (section: string, dirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const client = useGraphQLClient();
  const [section, setSection] = useState(props.section);
  const [cleared, setCleared] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => settingsSectionSchema(editableSettings(section.items)), [section]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: formDefaults(section.items),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const readOnly = !section.canConfigure;
  const dirty = isDirty || cleared.size > 0;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange?.(section.name, dirty), [onDirtyChange, section.name, dirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    const payload = { ...values };
    for (const key of cleared) payload[key] = null;
    const result = await updateSettings(client, section.name, payload);
    if (!result.success || !('item' in result) || !result.item) {
      return applyServerError(
        form,
        result,
        section.items.map((item) => item.key),
      );
    }
    setSection(result.item);
    setCleared(new Set());
    form.reset(formDefaults(result.item.items));
    setSaved(true);
    // The shell (menus, footer links) reads the public settings: refresh them for this tab too.
    void client.refetchQueries({ include: [DATA_QUERY] });
  });

  const toggleClear = (key: string, clear: boolean) =>
    setCleared((previous) => {
      const next = new Set(previous);
      if (clear) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={props.title}>
      <Fieldset legend={props.title} disabled={readOnly || isSubmitting}>
        <Stack gap="md">
          {readOnly && (
            <Text size="sm" c="gray.7">
              {t('settings.readOnly')}
            </Text>
          )}
          <FormAlert code={errors.root?.server?.message} />
          {section.items.map((setting) => (
            <SettingField
              key={setting.key}
              setting={setting}
              control={form.control}
              clear={cleared.has(setting.key)}
              onClearChange={(clear) => toggleClear(setting.key, clear)}
            />
          ))}
          {saved && (
            <Alert color="green" variant="light" role="status">
              {t('settings.saved')}
            </Alert>
          )}
          {!readOnly && (
            <Button type="submit" autoContrast loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
              {t('settings.save', { section: props.title })}
            </Button>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
