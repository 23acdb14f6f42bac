import { endAligned, PlainTable } from '@/core/client/plain-table';
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
      <PlainTable striped highlightOnHover className={classes.table} data-testid="fee-grade-table">
        <caption>{t('detail.fees.gradesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.fees.grade')}</th>
            <th scope="col">{t('detail.fees.age')}</th>
            <th scope="col" className={endAligned}>
              {t('detail.fees.perYear')}
            </th>
            <ConvertedHeads columns={props.columns} />
            {checks && <th scope="col">{t('confirmations.column')}</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={row.age ?? 'all'}>
              <th scope="row">{nameOf(row)}</th>
              <td data-label={t('detail.fees.age')}>{row.age ?? '–'}</td>
              <td className={endAligned} data-label={t('detail.fees.perYear')}>
                {row.tuition?.yearly ? (
                  <LocalAmount
                    amount={row.tuition.yearly}
                    perPeriod={{ amount: row.tuition.amount, period: row.tuition.period }}
                  />
                ) : (
                  t('detail.fees.notGiven')
                )}
              </td>
              <ConvertedCells amount={row.tuition?.yearly ?? null} columns={props.columns} />
              {checks && (
                <td data-label={t('confirmations.column')}>
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
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </div>
  );
}
