import { Anchor, Code, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { island } from '@/core/client/island';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import type { PageLoaderArgs } from '@/core/client/module';
import { useSettings } from '@/core/client/site-data';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import {
  GRAPHQL_EXAMPLES,
  PUBLIC_GRAPHQL_PATH,
} from '@/modules/openschool/shared/open-data/graphql-examples';
import {
  attributionOf,
  OPEN_DATA_CSV_PATH,
  OPEN_DATA_DOWNLOADS_PER_HOUR,
  OPEN_DATA_JSON_PATH,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PACKAGE_PATH,
  OSM_DATA_LICENSE,
} from '@/modules/openschool/shared/open-data/open-data-terms';
import { GraphqlExample } from './graphql-example';
import { OPEN_DATA_SUMMARY_QUERY } from './open-data.query';
import { SchemaBrowser } from './schema-browser';

/**
 * The files' fields, described from the list the exporter writes them from, which reads the
 * fact catalogue and its schemas (zod): text without scripts, its code apart from the page's
 * first script.
 */
const fieldsTable = island(
  () => import('./fields-table'),
  (module) => module.FieldsTable,
);

/** Loaded before the page renders, on the server and before a navigation to it. */
export const islands = [fieldsTable];

export async function prefetch({ client }: PageLoaderArgs) {
  await client.query({ query: OPEN_DATA_SUMMARY_QUERY });
}

export const meta: PageMetaSource = ({ t }) => ({
  title: t('open-data:title'),
  description: t('open-data:description'),
  url: '/open-data',
});

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" mt="lg">
      <Title order={2} size="h3">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

/** What the files hold now, and when the directory last changed. */
function LiveSummary() {
  const { t } = useTranslation('open-data');
  const format = useFormat();
  const { data } = useQuery(OPEN_DATA_SUMMARY_QUERY);
  const summary = data?.openDataSummary;
  if (!summary) return null;
  return (
    <Text fw={500} data-testid="open-data-summary">
      {t('changes.now', {
        schools: format.number(summary.schools),
        // A day, not a moment: the page is rendered on the server too (decision 050).
        date: summary.updatedAt ? format.date(summary.updatedAt, 'long') : '—',
      })}
    </Text>
  );
}

/**
 * /open-data: the licence and how to attribute, the downloads, how live they are, their fields,
 * and the public GraphQL API with examples to run and its schema to browse.
 */
export function Component() {
  const { t } = useTranslation('open-data');
  const settings = useSettings();
  const site = {
    name: String(settings.WEBSITE_NAME ?? t('common:site.name')),
    url: String(settings.WEBSITE_URL ?? '').replace(/\/+$/, ''),
  };
  return (
    <Container size={900} py={48} px="md">
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <Text size="lg">{t('intro')}</Text>

        <Section title={t('license.title')}>
          <Text>
            {t('license.text')}{' '}
            <Anchor href={OPEN_DATA_LICENSE.url} rel="license" underline="always">
              {t('license.link', { license: OPEN_DATA_LICENSE.name })}
            </Anchor>
          </Text>
          <Text>
            {t('license.osm', { license: OSM_DATA_LICENSE.name })}{' '}
            <Anchor href={OSM_DATA_LICENSE.copyright} underline="always">
              {t('license.osmLink')}
            </Anchor>
          </Text>
          <Text>
            {t('license.geonames')}{' '}
            <Anchor href="https://www.geonames.org/" underline="always">
              geonames.org
            </Anchor>
          </Text>
          <Text>{t('license.attribute')}</Text>
          <Code block data-testid="open-data-attribution">
            {attributionOf(site)}
          </Code>
        </Section>

        <Section title={t('downloads.title')}>
          <Group gap="xl">
            <Anchor href={OPEN_DATA_CSV_PATH} download underline="always" fw={600}>
              {t('downloads.csv')}
            </Anchor>
            <Anchor href={OPEN_DATA_JSON_PATH} download underline="always" fw={600}>
              {t('downloads.json')}
            </Anchor>
            <Anchor href={OPEN_DATA_PACKAGE_PATH} type="application/json" underline="always" fw={600}>
              {t('downloads.package')}
            </Anchor>
          </Group>
          <List spacing="xs">
            <List.Item>{t('downloads.prepared')}</List.Item>
            <List.Item>{t('downloads.csvFormat')}</List.Item>
            <List.Item>{t('downloads.jsonFormat')}</List.Item>
            <List.Item>{t('downloads.packageFormat')}</List.Item>
            <List.Item>{t('downloads.limit', { limit: OPEN_DATA_DOWNLOADS_PER_HOUR })}</List.Item>
            <List.Item>{t('downloads.cors')}</List.Item>
          </List>
        </Section>

        <Section title={t('changes.title')}>
          <Text>{t('changes.rebuilt')}</Text>
          <LiveSummary />
          <Text>{t('changes.etag')}</Text>
        </Section>

        <Section title={t('fields.title')}>
          <fieldsTable.Island />
        </Section>

        <Section title={t('api.title')}>
          <Text>
            {t('api.text')} <Code>POST {PUBLIC_GRAPHQL_PATH}</Code>
          </Text>
          <Text>{t('api.get')}</Text>
          {GRAPHQL_EXAMPLES.map((example) => (
            <GraphqlExample
              key={example.key}
              name={example.key}
              title={t(`api.examples.${example.key}`)}
              query={example.query}
            />
          ))}
        </Section>

        <Section title={t('schema.title')}>
          <Text>{t('schema.text')}</Text>
          <SchemaBrowser />
        </Section>
      </Stack>
    </Container>
  );
}
