import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import { FEES_PATH } from '../fees/fee-entity';
import type { SchoolItem } from './school-entity';

/** A school's fees, latest academic year first, each a link to its page in the fee admin. */
export function SchoolFeesTable(props: { school: SchoolItem }) {
  const { t } = useTranslation('openschool-admin');
  const { can } = useCurrentUser();
  const format = useFormat();
  const { school } = props;
  const linked = can('SchoolFee:read');
  const ages = (from: number | null, to: number | null) =>
    from === null ? t('fees.allAges') : t('fees.ageRange', { from, to });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="school-fees">
      <Stack gap="sm">
        <Title order={2} size="h4" id="school-fees">
          {t('schools.feesTitle')}
        </Title>
        {school.fees.length === 0 ? (
          <Text size="sm">{t('schools.noFees')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fees.kind')}</Table.Th>
                  <Table.Th scope="col">{t('fees.ages')}</Table.Th>
                  <Table.Th scope="col">{t('fees.amount')}</Table.Th>
                  <Table.Th scope="col">{t('fees.period')}</Table.Th>
                  <Table.Th scope="col">{t('fees.academicYear')}</Table.Th>
                  <Table.Th scope="col">{t('fees.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {school.fees.map((fee) => (
                  <Table.Tr key={fee._id}>
                    <Table.Td>
                      {linked ? (
                        <Anchor component={Link} to={`${FEES_PATH}/${fee._id}`}>
                          {t(`fees.kinds.${fee.kind}`)}
                        </Anchor>
                      ) : (
                        t(`fees.kinds.${fee.kind}`)
                      )}
                    </Table.Td>
                    <Table.Td>{ages(fee.ageFrom, fee.ageTo)}</Table.Td>
                    <Table.Td>{format.money(moneyOf(fee.amount, fee.currency))}</Table.Td>
                    <Table.Td>{t(`fees.periods.${fee.period}`)}</Table.Td>
                    <Table.Td>{fee.academicYear}</Table.Td>
                    <Table.Td>{fee.note ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group gap="md">
          {can('SchoolFee:list') && school.fees.length > 0 && (
            <Anchor component={Link} to={`${FEES_PATH}?school=${school._id}`} size="sm">
              {t('schools.feesInAdmin')}
            </Anchor>
          )}
          {can('SchoolFee:create') && (
            <Anchor component={Link} to={`${FEES_PATH}/create?school=${school._id}`} size="sm">
              {t('schools.addFee')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
