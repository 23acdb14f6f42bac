import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifyAdmin } from '@/core/client/admin/crud/admin-notify';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { RateItem } from './rate-entity';
import { ADMIN_RATE_FEED_DAYS, ADMIN_REMOVE_RATE_OVERRIDE } from './rate-feed-operations';

/**
 * Where a rate comes from — the daily feed, or an admin's override the feed leaves alone — with
 * the way back to the feed, and the feed's last days for this currency.
 */
export function RateFeedPanel(props: { rate: RateItem }) {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const [running, setRunning] = useState(false);
  const { data } = useQuery(ADMIN_RATE_FEED_DAYS, {
    variables: { currency: props.rate.currency },
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.days ?? [];

  const followFeed = async () => {
    setRunning(true);
    const result = await runMutation(client, ADMIN_REMOVE_RATE_OVERRIDE, { id: props.rate._id });
    setRunning(false);
    if (result.success) notifyAdmin('success', t('rates.followed', { currency: props.rate.currency }));
    else notifyAdmin('error', errorText(result.code) ?? '');
    await client.refetchQueries({ include: ['AdminExchangeRateItem'] });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rate-feed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rate-feed">
          {t('rates.feedTitle')}
        </Title>
        <Text size="sm">{props.rate.overridden ? t('rates.overriddenHelp') : t('rates.followsFeed')}</Text>
        {props.rate.overridden && can('ExchangeRate:update') && (
          <Group>
            <Button variant="default" loading={running} onClick={followFeed}>
              {t('rates.followFeed')}
            </Button>
          </Group>
        )}
        {days.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('rates.feedNone')}
          </Text>
        ) : (
          <Table striped w="auto" captionSide="top">
            <Table.Caption>{t('rates.feedCaption', { currency: props.rate.currency })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('rates.asOf')}</Table.Th>
                <Table.Th scope="col">{t('rates.unitsPerUsd')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Td>{day.day}</Table.Td>
                  <Table.Td>{format.number(day.unitsPerUsd, { maximumFractionDigits: 6 })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
