import { Group, Paper, Progress, Rating, Stack, Text } from '@mantine/core';
import { Columns } from '@/core/client/layout/columns';
import { endAligned, PlainTable } from '@/core/client/plain-table';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { RATING_DIMENSIONS } from '@/modules/openschool/shared/directory-constants';
import type { RatingSummaryView } from './ratings.query';

/**
 * What the approved ratings say at a glance: the average, how many gave each mark (5 to 1),
 * and the average of each dimension. The stars are decoration: the numbers are in the text.
 */
export function RatingSummaryPanel(props: { summary: RatingSummaryView }) {
  const { t } = useTranslation('openschool');
  const { summary } = props;
  const format = useFormat();
  const largest = Math.max(1, ...summary.distribution);
  return (
    <Paper withBorder radius="md" p="md" data-testid="rating-summary-panel">
      <Columns cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4} align="flex-start">
          <Text fz={40} fw={700} lh={1}>
            {summary.averages.overall === null
              ? '—'
              : format.number(summary.averages.overall, {
                  maximumFractionDigits: 1,
                  minimumFractionDigits: 1,
                })}
          </Text>
          <Rating value={summary.averages.overall ?? 0} fractions={10} readOnly aria-hidden />
          <Text size="sm" c="gray.7">
            {t('ratings.summary.count', { count: summary.count })}
          </Text>
        </Stack>
        <PlainTable compact aria-label={t('ratings.summary.distribution')}>
          <tbody>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = summary.distribution[stars - 1] ?? 0;
              return (
                <tr key={stars}>
                  <th scope="row" style={{ width: 90 }}>
                    {t('ratings.stars', { count: stars })}
                  </th>
                  <td>
                    <Progress value={(count / largest) * 100} color="yellow.6" size="md" aria-hidden />
                  </td>
                  <td className={endAligned} style={{ width: 40 }}>
                    {count}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </PlainTable>
        <Stack gap={6} component="dl" m={0}>
          {RATING_DIMENSIONS.map((dimension) => {
            const average = summary.averages[dimension];
            return (
              <Group key={dimension} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm">
                  {t(`ratings.dimensions.${dimension}`)}
                </Text>
                <Group component="dd" m={0} gap={6} wrap="nowrap">
                  <Rating value={average ?? 0} fractions={10} readOnly size="xs" aria-hidden />
                  <Text size="sm" fw={600} w={28} ta="right">
                    {average === null
                      ? '—'
                      : format.number(average, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}
                  </Text>
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Columns>
    </Paper>
  );
}
