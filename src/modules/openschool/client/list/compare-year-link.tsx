import { Link } from 'react-router';
import { buttonClassName } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { familySearchOf, type ListParams } from '@/modules/openschool/shared/list-params';
import { hasFamily, hasSchoolYears } from '@/modules/openschool/shared/school-filters';
import { useShortlist } from '../shortlist/use-shortlist';

/**
 * With a child's school year (or a family) chosen and schools on the shortlist: the compare
 * page for that year, which shows each school's fees of that year (the list's own `age`,
 * `grade` or `children`).
 */
export function CompareYearLink(props: { list: ListParams }) {
  const { t } = useTranslation('openschool');
  const { entries } = useShortlist();
  const { list } = props;
  if (!hasSchoolYears(list) || !entries || entries.length === 0) return null;
  const year = hasFamily(list)
    ? familySearchOf(list)
    : list.grade
      ? `grade=${encodeURIComponent(list.grade)}`
      : `age=${list.age}`;
  return (
    <Link
      to={`/compare?${year}`}
      className={buttonClassName({ variant: 'subtle' })}
      data-testid="compare-year"
    >
      {t('list.compareYear')}
    </Link>
  );
}
