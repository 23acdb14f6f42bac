import { Stack, Table, Text, Title } from '@mantine/core';
import { ScrollTable } from '@/core/client/scroll-table';
import type { TFunction } from '@/core/client/translator';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { Format } from '@/core/shared/format';
import type { ModerationKindView } from './moderation-log.query';

type Month = ModerationKindView['months'][number];

/**
 * One kind's year (ratings, changes, places): how many wait now, then a row a month, newest
 * first, with what was approved and rejected, how long a decision took, and the refusals' kinds;
 * the year's totals last.
 */
export function ModerationKindTable(props: { kind: ModerationKindView; year: number }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const { kind } = props;
  const name = t(kind.label);
  const titleId = `moderation-${kind.label.replace(/\W+/g, '-')}`;
  const total = totalOf(kind.months);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} id={titleId}>
        {name}
      </Title>
      <Text size="sm" c="gray.7">
        {t('moderation.waiting', { count: kind.waiting, formatted: format.number(kind.waiting) })}
      </Text>
      <ScrollTable label={t('moderation.tableOf', { kind: name, year: String(props.year) })} minWidth={620}>
        <Table striped>
          <Table.Caption>{t('moderation.tableOf', { kind: name, year: String(props.year) })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('moderation.month')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('moderation.accepted')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('moderation.rejected')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('moderation.medianWait')}
              </Table.Th>
              <Table.Th scope="col">{t('moderation.reasons')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kind.months.map((month) => (
              <MonthRow key={month.month} month={month} label={format.date(`${month.month}-01`, 'month')} />
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <MonthRow month={total} label={t('moderation.total', { year: String(props.year) })} />
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

function MonthRow(props: { month: Month; label: string }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const { month } = props;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {props.label}
      </Table.Th>
      <Table.Td ta="end">{format.number(month.accepted)}</Table.Td>
      <Table.Td ta="end">{format.number(month.rejected)}</Table.Td>
      <Table.Td ta="end">{waitText(month.medianHours, t, format)}</Table.Td>
      <Table.Td>
        {format.list(
          month.rejections.map((rejection) =>
            t('moderation.categoryCount', {
              category: t(`common:moderation.categories.${rejection.category}`),
              count: format.number(rejection.count),
            }),
          ),
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Half the decisions came sooner: under an hour, in hours up to two days, then in days. */
function waitText(hours: number | null, t: TFunction, format: Format): string {
  if (hours === null) return '–';
  if (hours < 1) return t('moderation.underAnHour');
  if (hours < 48) {
    const count = Math.round(hours);
    return t('moderation.hours', { count, formatted: format.number(count) });
  }
  const count = Math.round(hours / 24);
  return t('moderation.days', { count, formatted: format.number(count) });
}

/**
 * The year's totals: sums, the rejections' kinds added up; no median, which the months' medians
 * cannot give.
 */
function totalOf(months: Month[]): Month {
  const rejections = new Map<string, number>();
  for (const month of months) {
    for (const rejection of month.rejections) {
      rejections.set(rejection.category, (rejections.get(rejection.category) ?? 0) + rejection.count);
    }
  }
  return {
    month: 'total',
    accepted: months.reduce((sum, month) => sum + month.accepted, 0),
    rejected: months.reduce((sum, month) => sum + month.rejected, 0),
    medianHours: null,
    rejections: [...rejections]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
  };
}
