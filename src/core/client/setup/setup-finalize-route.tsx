import { Button, Checkbox, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { DATA_QUERY } from '../data-query';
import { FormAlert } from '../form/form-alert';
import { runMutation } from '../form/run-mutation';
import type { PageLoaderArgs } from '../module';
import { useFormat } from '../use-format';
import { SetupFrame } from './setup-frame';
import { FINALIZE_SETUP_MUTATION, SETUP_DEMO_LOAD_QUERY, SETUP_STATUS_QUERY } from './setup-operations';

export const prefetch = ({ client }: PageLoaderArgs) => client.query({ query: SETUP_STATUS_QUERY });

// How often the page asks how far the demo data load is.
const POLL_MS = 1000;

/**
 * Setup step 4: a summary, whether search engines may index the site, the demo data choice,
 * and the site opens. While the demo data load runs — started here, or before this page was
 * reloaded — the page polls its progress.
 */
export function Component() {
  const { t } = useTranslation('setup');
  const client = useGraphQLClient();
  const { data } = useQuery(SETUP_STATUS_QUERY);
  const { data: shell } = useQuery(DATA_QUERY);
  const [demo, setDemo] = useState(false);
  const [indexable, setIndexable] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string>();
  const site = data?.setupStatus.site;
  const chosenIndexable = indexable ?? data?.setupStatus.indexable ?? false;

  // Polled only in the browser, while this page's own load runs or one found running.
  const [watching, setWatching] = useState(false);
  const { data: progress } = useQuery(SETUP_DEMO_LOAD_QUERY, {
    skip: typeof window === 'undefined',
    fetchPolicy: 'network-only',
    pollInterval: watching ? POLL_MS : 0,
  });
  const load = progress?.setupDemoLoad;
  const sawRunning = useRef(false);
  useEffect(() => {
    if (load?.running) {
      sawRunning.current = true;
      setWatching(true);
    } else if (sawRunning.current && !busy) {
      // A load started before a reload ended: its request opened the site.
      window.location.assign('/');
    }
  }, [load?.running, busy]);

  const finalize = async () => {
    setBusy(true);
    setCode(undefined);
    if (demo) setWatching(true);
    const result = await runMutation(client, FINALIZE_SETUP_MUTATION, { demo, indexable: chosenIndexable });
    if (!result.success) {
      setBusy(false);
      setWatching(false);
      return setCode(result.code ?? 'unknown');
    }
    // A full load: every setting and route of the opened site, fresh from the server.
    window.location.assign('/');
  };

  const loading = (busy && demo) || load?.running === true;
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
        <Radio.Group
          label={t('finalize.indexing.label')}
          description={t('finalize.indexing.help')}
          value={chosenIndexable ? 'yes' : 'no'}
          onChange={(value) => setIndexable(value === 'yes')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="no" label={t('finalize.indexing.no')} disabled={loading} />
            <Radio value="yes" label={t('finalize.indexing.yes')} disabled={loading} />
          </Stack>
        </Radio.Group>
        <Checkbox
          label={t('finalize.demo')}
          description={`${t('finalize.demoHelp')} ${t('finalize.demoTime')}`}
          checked={demo || loading}
          disabled={loading}
          onChange={(event) => setDemo(event.currentTarget.checked)}
        />
        <FormAlert code={code} />
        <Button onClick={finalize} loading={busy || loading} disabled={busy || loading} w="fit-content">
          {t('finalize.submit')}
        </Button>
        {loading && <DemoProgress done={load?.done ?? 0} total={load?.total} />}
      </Stack>
    </SetupFrame>
  );
}

/** How many schools the demo data load has written, as a bar and as words. */
function DemoProgress(props: { done: number; total: number | undefined }) {
  const { t } = useTranslation('setup');
  const format = useFormat();
  const { done, total } = props;
  const known = total !== undefined && total > 0;
  const text = !known
    ? t('finalize.loadingDemo')
    : done >= total
      ? t('finalize.finishingDemo')
      : t('finalize.demoProgress', { done: format.number(done), total: format.number(total) });
  return (
    <Stack gap={4}>
      <Progress
        value={known ? Math.round((100 * done) / total) : 0}
        animated={!known}
        aria-label={t('finalize.demoProgressLabel')}
      />
      <Text size="sm" c="gray.7" role="status">
        {text}
      </Text>
    </Stack>
  );
}
