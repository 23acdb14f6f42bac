import { Stack, Text, Title } from '@mantine/core';
import { endAligned, PlainTable } from '@/core/client/plain-table';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolDetailView } from '../school-detail.query';
import { ConvertedCells, ConvertedHeads, type FeeColumns, LocalAmount } from './fee-cells';
import classes from './fee-table.module.css';

type FeeHistoryView = SchoolDetailView['feeHistory'];

/**
 * How the school's tuition moved, year by year: each kept academic year's average, its change
 * from the year before, and the average yearly increase. Shown from two years on.
 */
export function FeeHistoryTable(props: { history: FeeHistoryView; columns: FeeColumns }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { years, averageIncreasePercent } = props.history;
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last || years.length < 2) return null;
  const caption = t('detail.fees.history.caption');
  const trend =
    averageIncreasePercent === null
      ? null
      : averageIncreasePercent === 0
        ? 'same'
        : averageIncreasePercent > 0
          ? 'rose'
          : 'fell';
  return (
    <Stack gap="xs" component="section" aria-labelledby="fee-history-title">
      <Title order={3} id="fee-history-title">
        {t('detail.fees.history.title')}
      </Title>
      {trend && averageIncreasePercent !== null && (
        <Text data-testid="fee-history-trend">
          {t(`detail.fees.history.${trend}`, {
            percent: format.percent(Math.abs(averageIncreasePercent)),
            from: first.academicYear,
            to: last.academicYear,
          })}
        </Text>
      )}
      <div className={classes.frame}>
        <PlainTable striped className={classes.table} data-testid="fee-history">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.fees.history.year')}</th>
              <th scope="col" className={endAligned}>
                {t('detail.fees.history.average')}
              </th>
              <ConvertedHeads columns={props.columns} />
              <th scope="col" className={endAligned}>
                {t('detail.fees.history.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {years.toReversed().map((year) => (
              <tr key={year.academicYear}>
                <th scope="row">{year.academicYear}</th>
                <td className={endAligned} data-label={t('detail.fees.history.average')}>
                  <LocalAmount amount={year.averageTuition} />
                </td>
                <ConvertedCells amount={year.averageTuition} columns={props.columns} />
                <td className={endAligned} data-label={t('detail.fees.history.change')}>
                  {year.changePercent === null ? '–' : format.percent(year.changePercent, { signed: true })}
                </td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </div>
      <Text size="sm" c="gray.7">
        {t('detail.fees.history.note')}
      </Text>
    </Stack>
  );
}
