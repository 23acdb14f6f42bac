import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';

// Beyond this, buttons no longer fit a line: a list takes over.
const MAX_BUTTONS = 6;

/** The template's languages, the shown one selected. */
export function TemplateLanguageSwitcher(props: {
  languages: string[];
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useTranslation('mail-admin');
  const { languageName } = useFormat();
  const labelId = useId();
  const data = props.languages.map((lang) => ({ value: lang, label: `${languageName(lang)} (${lang})` }));
  if (props.languages.length > MAX_BUTTONS) {
    return (
      <Select
        label={t('templates.language')}
        data={data}
        value={props.value}
        allowDeselect={false}
        searchable
        onChange={(lang) => lang && props.onChange(lang)}
        maw={320}
      />
    );
  }
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('templates.language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={data}
        value={props.value}
        onChange={props.onChange}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
