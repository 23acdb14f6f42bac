import { Anchor, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useSiteData } from '@/core/client/site-data';
import { useTranslation } from '@/core/client/use-translation';
import { directionOf } from '@/core/shared/languages';
// biome-ignore lint/style/noRestrictedImports: the version is read from the package file at the repository's root, outside src/.
import { version } from '../../../../package.json';
import { KeyValueTable } from './key-value-table';
import { RenderCrash } from './render-crash';

export const meta: PageMetaSource = ({ t }) => ({ title: t('title', { ns: 'debug' }), noindex: true });

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** /_debug: what an operator checks first, and a render-crash trigger (`?crash=render`). */
export function Component() {
  const { t, i18n } = useTranslation('debug');
  const [params] = useSearchParams();
  const { data, settings } = useSiteData();
  const user = data?.me.item;
  return (
    <Container size="md" py={48} px="md">
      <Stack gap="lg">
        {params.get('crash') === 'render' && <RenderCrash />}
        <Title order={1}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/_debug/style">
            {t('styleLink')}
          </Anchor>
          <Anchor component={Link} to="/_debug?crash=render">
            {t('crashLink')}
          </Anchor>
        </Group>
        <Text size="sm">{t('crashHelp')}</Text>

        <Title order={2} id="debug-build">
          {t('sections.build')}
        </Title>
        <KeyValueTable
          labelledBy="debug-build"
          rows={[
            [t('fields.version'), version],
            [t('fields.mode'), import.meta.env.MODE],
          ]}
        />

        <Title order={2} id="debug-language">
          {t('sections.language')}
        </Title>
        <KeyValueTable
          labelledBy="debug-language"
          rows={[
            [t('fields.current'), i18n.language],
            [t('fields.direction'), directionOf(i18n.language)],
            [t('fields.enabled'), ((settings.LANGUAGES as string[] | undefined) ?? []).join(', ')],
          ]}
        />

        <Title order={2} id="debug-user">
          {t('sections.user')}
        </Title>
        {user ? (
          <KeyValueTable
            labelledBy="debug-user"
            rows={[
              [t('fields.email'), user.email],
              [t('fields.username'), user.username ?? '—'],
              [
                t('fields.permissions'),
                user.permissions.length ? user.permissions.join(', ') : t('noPermissions'),
              ],
            ]}
          />
        ) : (
          <Text>{t('signedOut')}</Text>
        )}

        <Title order={2} id="debug-settings">
          {t('sections.settings')}
        </Title>
        <KeyValueTable
          labelledBy="debug-settings"
          rows={Object.entries(settings)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, value]) => [key, <Code key={key}>{shown(value)}</Code>])}
        />
      </Stack>
    </Container>
  );
}
