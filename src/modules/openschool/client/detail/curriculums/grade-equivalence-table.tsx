import { PlainTable } from '@/core/client/plain-table';
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
      <PlainTable striped data-testid="grade-equivalence">
        <caption>{t('detail.grades.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.grades.age')}</th>
            {systems.map((system) => (
              <th scope="col" key={system}>
                {t(`detail.grades.systems.${system}`)}
                {system === own && ` (${t('detail.grades.thisSchool')})`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {school.gradeEquivalence.map((row) => (
            <tr key={row.age}>
              <th scope="row">{row.age}</th>
              {systems.map((system) => (
                <td key={system} style={system === own ? { fontWeight: 600 } : undefined}>
                  {row.grades.find((grade) => grade.system === system)?.name ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </ScrollTable>
  );
}
