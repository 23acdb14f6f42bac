import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { nativeOptions } from '@/core/client/native-options';
import { PlainNativeSelect } from '@/core/client/plain-fields';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import { convertMoney } from '@/modules/openschool/shared/money';
import type { GradeFeesView, SchoolFeeView } from '../school-detail.query';
import type { FeeColumns } from './fee-cells';
import classes from './fee-table.module.css';

const rowKey = (row: GradeFeesView) => String(row.age ?? 'all');

/**
 * What the first year costs for a child entering one school year: its tuition plus every
 * one-off fee, in the school's currency, US dollars and the visitor's.
 */
export function FirstYearTotal(props: {
  rows: GradeFeesView[];
  oneOff: SchoolFeeView[];
  columns: FeeColumns;
}) {
  const { t } = useTranslation('openschool');
  const { money: format } = useFormat();
  const priced = props.rows.filter((row) => row.firstYear && row.tuition?.yearly);
  const [chosen, setChosen] = useState(() => (priced[0] ? rowKey(priced[0]) : ''));
  const row = priced.find((entry) => rowKey(entry) === chosen) ?? priced[0];
  if (!row?.firstYear || !row.tuition?.yearly) return null;
  const gradeName = (entry: GradeFeesView) =>
    entry.grade?.name ??
    (entry.age === null ? t('detail.fees.allAges') : t('detail.fees.ageOnly', { age: entry.age }));
  const total = row.firstYear;
  const visitor = props.columns.visitor
    ? convertMoney(total, props.columns.visitor, props.columns.rates)
    : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="first-year-title">
      <Stack gap="sm">
        <Title order={3} id="first-year-title">
          {t('detail.fees.firstYear.title')}
        </Title>
        {priced.length > 1 && (
          <PlainNativeSelect
            label={t('detail.fees.firstYear.grade')}
            value={rowKey(row)}
            onChange={(event) => setChosen(event.currentTarget.value)}
            className={classes.picker}
          >
            {nativeOptions(priced.map((entry) => ({ value: rowKey(entry), label: gradeName(entry) })))}
          </PlainNativeSelect>
        )}
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          <Text component="li" size="sm">
            {t('detail.fees.firstYear.tuition', {
              grade: gradeName(row),
              amount: format(row.tuition.yearly),
            })}
          </Text>
          {props.oneOff.map((fee) => (
            <Text component="li" size="sm" key={fee._id}>
              {t(`detail.fees.kinds.${fee.kind}`)}: {format(fee.amount)}
            </Text>
          ))}
        </Stack>
        <Group gap="lg" data-testid="first-year-total">
          <Text fw={700} size="lg">
            {t('detail.fees.firstYear.total', { amount: format(total) })}
          </Text>
          {total.usd !== null && total.currency !== 'USD' && <Text>{format(moneyOf(total.usd))}</Text>}
          {visitor && visitor.currency !== total.currency && (
            <Text data-testid="first-year-visitor">{format(visitor)}</Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
