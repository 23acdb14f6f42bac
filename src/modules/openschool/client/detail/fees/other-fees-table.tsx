import { Text } from '@mantine/core';
import { endAligned, PlainTable } from '@/core/client/plain-table';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolFeeView } from '../school-detail.query';
import { ConvertedCells, ConvertedHeads, type FeeColumns, LocalAmount } from './fee-cells';
import classes from './fee-table.module.css';

/** One-off or optional fees: what each is, how much and how often, converted. */
export function OtherFeesTable(props: {
  fees: SchoolFeeView[];
  columns: FeeColumns;
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation('openschool');
  return (
    <div className={classes.frame}>
      <PlainTable striped className={classes.table} data-testid={props.testId}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.fees.fee')}</th>
            <th scope="col" className={endAligned}>
              {t('detail.fees.amount')}
            </th>
            <ConvertedHeads columns={props.columns} />
          </tr>
        </thead>
        <tbody>
          {props.fees.map((fee) => (
            <tr key={fee._id}>
              <th scope="row">
                {t(`detail.fees.kinds.${fee.kind}`)}
                {fee.note && (
                  <Text size="xs" c="gray.7" fw={400}>
                    {fee.note}
                  </Text>
                )}
              </th>
              <td className={endAligned} data-label={t('detail.fees.amount')}>
                <LocalAmount amount={fee.amount} />
                <Text size="xs" c="gray.7">
                  {t(`detail.fees.per.${fee.period}`)}
                </Text>
              </td>
              <ConvertedCells amount={fee.amount} columns={props.columns} />
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </div>
  );
}
