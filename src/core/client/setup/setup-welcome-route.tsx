import { Alert, Button, List, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import type { PageLoaderArgs } from '../module';
import { SetupFrame } from './setup-frame';
import { SETUP_STATUS_QUERY } from './setup-operations';

export const prefetch = ({ client }: PageLoaderArgs) => client.query({ query: SETUP_STATUS_QUERY });

function Check(props: { ok: boolean; children: string }) {
  const { t } = useTranslation('setup');
  return (
    <List.Item
      icon={
        <ThemeIcon color={props.ok ? 'teal.8' : 'red.8'} size={22} radius="xl" aria-hidden>
          {props.ok ? '✓' : '!'}
        </ThemeIcon>
      }
    >
      <Text span fw={500}>
        {props.children}
      </Text>{' '}
      <Text span c={props.ok ? 'teal.9' : 'red.9'}>
        {props.ok ? t('welcome.ok') : t('welcome.failed')}
      </Text>
    </List.Item>
  );
}

/** Setup step 1: what the wizard will do, and whether the machine is ready for it. */
export function Component() {
  const { t } = useTranslation('setup');
  const { data } = useQuery(SETUP_STATUS_QUERY);
  const status = data?.setupStatus;
  const checks = status?.checks;
  const ready = Boolean(checks?.databaseReachable && checks.dataDirWritable);
  return (
    <SetupFrame step={0}>
      <Text>{t('welcome.intro')}</Text>
      {status?.finalized && <Alert color="blue">{t('welcome.rerun')}</Alert>}
      {checks && (
        <List spacing="sm" center aria-label={t('welcome.checks')}>
          <Check ok={checks.databaseReachable}>
            {t('welcome.database', { engine: t(`engines.${checks.databaseEngine}`) })}
          </Check>
          <Check ok={checks.dataDirWritable}>{t('welcome.dataDir', { dir: checks.dataDir })}</Check>
          <List.Item
            icon={
              <ThemeIcon color="blue.8" size={22} radius="xl" aria-hidden>
                i
              </ThemeIcon>
            }
          >
            {t(`mailProviders.${checks.mailProvider}`, { defaultValue: checks.mailProvider })}
          </List.Item>
        </List>
      )}
      {checks && !ready && (
        <Alert color="red" role="alert">
          {t('welcome.notReady')}
        </Alert>
      )}
      {ready ? (
        <Button component={Link} to="/_setup/settings" w="fit-content">
          {t('welcome.start')}
        </Button>
      ) : (
        <Button disabled w="fit-content">
          {t('welcome.start')}
        </Button>
      )}
    </SetupFrame>
  );
}
