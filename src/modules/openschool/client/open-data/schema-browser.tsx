import { Button, Code, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { OPEN_DATA_SCHEMA_PATH } from '@/modules/openschool/shared/open-data/open-data-terms';

/** The schema's definitions (a type, an input, a scalar…), each with the comments above it. */
export function schemaBlocks(schema: string): string[] {
  return schema
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** The public schema as text, loaded when asked for, narrowed to the definitions naming a word. */
export function SchemaBrowser() {
  const { t } = useTranslation('open-data');
  const [schema, setSchema] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const blocks = useMemo(() => (schema ? schemaBlocks(schema) : []), [schema]);
  const words = search.trim().toLowerCase();
  const shown = words ? blocks.filter((block) => block.toLowerCase().includes(words)) : blocks;
  const load = async () => {
    setFailed(false);
    try {
      const response = await fetch(OPEN_DATA_SCHEMA_PATH);
      if (!response.ok) throw new Error(String(response.status));
      setSchema(await response.text());
    } catch {
      setFailed(true);
    }
  };
  if (schema === null)
    return (
      <Stack gap="xs" align="flex-start">
        <Button variant="light" onClick={load}>
          {t('schema.show')}
        </Button>
        {failed && (
          <Text c="red.8" size="sm">
            {t('api.failed')}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('schema.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('schema.shown', { shown: shown.length, total: blocks.length })}
      </Text>
      <Code
        block
        aria-label={t('schema.title')}
        tabIndex={0}
        mah={480}
        style={{ overflow: 'auto' }}
        data-testid="public-schema"
      >
        {shown.join('\n\n')}
      </Code>
    </Stack>
  );
}
