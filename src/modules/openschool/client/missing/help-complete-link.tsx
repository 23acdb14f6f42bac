import { Link } from 'react-router';
import { anchorClassName, PlainText } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';
import { missingPathOf } from '@/modules/openschool/shared/missing-facts';
import { formatSchoolCount } from '../school-count';

/**
 * Under a list's count: how many of its schools lack facts, and the way to the "help complete"
 * page that lists them. Nothing while every school is complete.
 */
export function HelpCompleteLink(props: {
  countrySlug: string | undefined;
  incomplete: { pageInfo: { count: number }; countIsLowerBound: boolean } | undefined;
}) {
  const { t, i18n } = useTranslation('openschool');
  const { incomplete } = props;
  if (!incomplete || incomplete.pageInfo.count === 0) return null;
  const formatted = formatSchoolCount(incomplete.pageInfo.count, incomplete.countIsLowerBound, i18n.language);
  return (
    <PlainText size="sm" style={{ marginTop: 4 }} data-testid="help-complete">
      {t('missing.count', { formatted })} —{' '}
      <Link to={missingPathOf(props.countrySlug)} className={anchorClassName}>
        {t('missing.helpComplete')}
      </Link>
    </PlainText>
  );
}
