import { Table } from '@mantine/core';
import { ScrollTable } from '@/core/client/scroll-table';
import { useTranslation } from '@/core/client/use-translation';
import { GRADE_SYSTEMS } from '@/modules/openschool/shared/directory-constants';
import type { SchoolDetailView } from '../school-detail.query';

/**
 * The school's own grade system, as a fact: only once someone described what it teaches (its
 * ages or its fees, which are given in its grade names). A school nobody described has the
 * column's default, `UK`, which says nothing about it (decision 078).
 */
const ownSystemOf = (school: SchoolDetailView) =>
  (school.ageFrom !== null && school.ageTo !== null) || school.fees.grades.some((row) => row.tuition)
    ? school.gradeSystem
    : null;

/**
 * For each age the school teaches, the school year a child of that age starts in each system:
 * the school's own first, so a family can place a child coming from another system.
 */
export function GradeEquivalenceTable(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  const own = ownSystemOf(school);
  const systems = own ? [own, ...GRADE_SYSTEMS.filter((system) => system !== own)] : [...GRADE_SYSTEMS];
  return (
    <ScrollTable label={t('detail.grades.caption')} minWidth={600}>
      <Table striped data-testid="grade-equivalence">
        <Table.Caption>{t('detail.grades.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.grades.age')}</Table.Th>
            {systems.map((system) => (
              <Table.Th scope="col" key={system}>
                {t(`detail.grades.systems.${system}`)}
                {system === own && ` (${t('detail.grades.thisSchool')})`}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {school.gradeEquivalence.map((row) => (
            <Table.Tr key={row.age}>
              <Table.Th scope="row">{row.age}</Table.Th>
              {systems.map((system) => (
                <Table.Td key={system} fw={system === own ? 600 : undefined}>
                  {row.grades.find((grade) => grade.system === system)?.name ?? '–'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
