import { Table, Text } from '@mantine/core';
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
      <Table striped className={classes.table} data-testid={props.testId}>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.fees.fee')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('detail.fees.amount')}
            </Table.Th>
            <ConvertedHeads columns={props.columns} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.fees.map((fee) => (
            <Table.Tr key={fee._id}>
              <Table.Th scope="row" fw={500}>
                {t(`detail.fees.kinds.${fee.kind}`)}
                {fee.note && (
                  <Text size="xs" c="gray.7" fw={400}>
                    {fee.note}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="end" data-label={t('detail.fees.amount')}>
                <LocalAmount amount={fee.amount} />
                <Text size="xs" c="gray.7">
                  {t(`detail.fees.per.${fee.period}`)}
                </Text>
              </Table.Td>
              <ConvertedCells amount={fee.amount} columns={props.columns} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
