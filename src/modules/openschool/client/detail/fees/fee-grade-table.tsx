import { Table } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FactCheck } from '../confirmations/fact-check';
import { useFactChecksShown } from '../confirmations/use-fact-checks-shown';
import type { FactConfirmationsView, GradeFeesView } from '../school-detail.query';
import { ConvertedCells, ConvertedHeads, type FeeColumns, LocalAmount } from './fee-cells';
import classes from './fee-table.module.css';

/**
 * Yearly tuition for each school year, in the school's currency, US dollars and the visitor's;
 * a block per school year where the column is too narrow for the table (fee-table.module.css).
 */
export function FeeGradeTable(props: {
  rows: GradeFeesView[];
  columns: FeeColumns;
  schoolId: string;
  confirmations: readonly FactConfirmationsView[];
}) {
  const { t } = useTranslation('openschool');
  const { money } = useFormat();
  // A fee for every age is one fact, whichever school year shows it.
  const factOf = (row: GradeFeesView) =>
    row.age === null || row.tuition?.ageFrom === null ? 'fees:all' : `fees:${row.age}`;
  const checks = useFactChecksShown(props.confirmations, props.rows.map(factOf));
  const nameOf = (row: GradeFeesView) =>
    row.grade?.name ??
    (row.age === null ? t('detail.fees.allAges') : t('detail.fees.ageOnly', { age: row.age }));
  return (
    <div className={classes.frame}>
      <Table striped highlightOnHover className={classes.table} data-testid="fee-grade-table">
        <Table.Caption>{t('detail.fees.gradesCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.fees.grade')}</Table.Th>
            <Table.Th scope="col">{t('detail.fees.age')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('detail.fees.perYear')}
            </Table.Th>
            <ConvertedHeads columns={props.columns} />
            {checks && <Table.Th scope="col">{t('confirmations.column')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row, index) => (
            <Table.Tr key={row.age ?? 'all'}>
              <Table.Th scope="row" fw={500}>
                {nameOf(row)}
              </Table.Th>
              <Table.Td data-label={t('detail.fees.age')}>{row.age ?? '–'}</Table.Td>
              <Table.Td ta="end" data-label={t('detail.fees.perYear')}>
                {row.tuition?.yearly ? (
                  <LocalAmount
                    amount={row.tuition.yearly}
                    perPeriod={{ amount: row.tuition.amount, period: row.tuition.period }}
                  />
                ) : (
                  t('detail.fees.notGiven')
                )}
              </Table.Td>
              <ConvertedCells amount={row.tuition?.yearly ?? null} columns={props.columns} />
              {checks && (
                <Table.Td data-label={t('confirmations.column')}>
                  {/* A fee for every age is checked once, on the first row that shows it. */}
                  {row.tuition &&
                    props.rows.findIndex((other) => factOf(other) === factOf(row)) === index && (
                      <FactCheck
                        schoolId={props.schoolId}
                        confirmations={props.confirmations}
                        fact={{
                          fact: factOf(row),
                          label: nameOf(row),
                          shown: `${money(row.tuition.amount)} ${t(`edit.values.periods.${row.tuition.period}`)}`,
                          currency: row.tuition.amount.currency,
                        }}
                      />
                    )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
