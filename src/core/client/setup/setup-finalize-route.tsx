import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLabel } from '../../shared/languages';
import { DATA_QUERY } from '../data-query';
import { FormAlert } from '../form/form-alert';
import { runMutation } from '../form/run-mutation';
import type { PageLoaderArgs } from '../module';
import { SetupFrame } from './setup-frame';
import { FINALIZE_SETUP_MUTATION, SETUP_STATUS_QUERY } from './setup-operations';

export const prefetch = ({ apollo }: PageLoaderArgs) => apollo.query({ query: SETUP_STATUS_QUERY });

/** Setup step 4: a summary, the demo data choice, and the site opens. */
export function Component() {
  const { t } = useTranslation('setup');
  const apollo = useApolloClient();
  const { data } = useQuery(SETUP_STATUS_QUERY);
  const { data: shell } = useQuery(DATA_QUERY);
  const [demo, setDemo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string>();
  const site = data?.setupStatus.site;

  const finalize = async () => {
    setBusy(true);
    setCode(undefined);
    const result = await runMutation(apollo, FINALIZE_SETUP_MUTATION, { demo });
    if (!result.success) {
      setBusy(false);
      return setCode(result.code ?? 'unknown');
    }
    // A full load: every setting and route of the opened site, fresh from the server.
    window.location.assign('/');
  };

  const rows: [string, string][] = [
    [t('settings.siteName'), site?.siteName ?? ''],
    [t('settings.siteUrl'), site?.siteUrl ?? ''],
    [t('settings.noreplyEmail'), `${site?.noreplyName ?? ''} <${site?.noreplyEmail ?? ''}>`],
    [t('settings.languages'), (site?.languages ?? []).map(languageLabel).join(', ')],
    [t('finalize.admin'), shell?.me.item?.email ?? ''],
  ];
  return (
    <SetupFrame step={3}>
      <Text>{t('finalize.intro')}</Text>
      <Table variant="vertical" withTableBorder aria-label={t('finalize.summary')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="md">
        <Checkbox
          label={t('finalize.demo')}
          description={t('finalize.demoHelp')}
          checked={demo}
          onChange={(event) => setDemo(event.currentTarget.checked)}
        />
        <FormAlert code={code} />
        <Button onClick={finalize} loading={busy} disabled={busy} w="fit-content">
          {t('finalize.submit')}
        </Button>
        {busy && demo && (
          <Text size="sm" c="gray.7" role="status">
            {t('finalize.loadingDemo')}
          </Text>
        )}
      </Stack>
    </SetupFrame>
  );
}
