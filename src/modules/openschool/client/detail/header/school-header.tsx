import { Link } from 'react-router';
import { PlainGroup, PlainStack } from '@/core/client/plain-layout';
import { anchorClassName, PlainBadge, PlainText, PlainTitle } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { CompareToggle } from '@/modules/openschool/client/compare/compare-toggle';
import { ConvertedAmount } from '@/modules/openschool/client/converted-amount';
import { EditSchoolLink } from '@/modules/openschool/client/edit/edit-school-link';
import { FeeAmount } from '@/modules/openschool/client/fee-amount';
import { LabelBadge } from '../label-badge';
import { RatingSummary } from '../ratings/rating-summary';
import type { SchoolDetailView } from '../school-detail.query';
import { EnquireMenu } from './enquire-menu';
import { SchoolDates } from './school-dates';
import classes from './school-header.module.css';

/**
 * The school's name (with the shortlist's Compare beside it) and place, what it teaches, its
 * average fee and rating, when it changed and was checked.
 */
export function SchoolHeader(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  // What it charges in, beside the dollar average: its tuition's currency.
  const ownRate = school.feeCurrency?.currency === 'USD' ? null : school.feeCurrency;
  return (
    <PlainStack component="header" gap="xs">
      <nav aria-label={t('detail.breadcrumb')}>
        <div className={classes.breadcrumbs}>
          <Link to="/schools" className={anchorClassName}>
            {t('menu')}
          </Link>
          <span className={classes.separator} aria-hidden="true">
            ›
          </span>
          <Link to={`/schools/${school.countrySlug}`} className={anchorClassName}>
            {school.countryName}
          </Link>
        </div>
      </nav>
      <PlainGroup justify="space-between" align="flex-start" gap="sm">
        <PlainTitle order={1} className={classes.name}>
          {school.name}
        </PlainTitle>
        <CompareToggle schoolId={school._id} name={school.name} size="sm" />
      </PlainGroup>
      <PlainText c="gray.7" data-testid="school-place">
        {cityAndCountry(school.cityName, school.countryName)}
      </PlainText>
      {school.otherNames.length > 0 && (
        <PlainText size="sm" c="gray.7">
          {t('detail.otherNames', { names: school.otherNames.join(' · ') })}
        </PlainText>
      )}
      {(school.curriculums.length > 0 || school.boarding) && (
        <PlainGroup gap={6}>
          {school.curriculums.map((curriculum) => (
            <LabelBadge key={curriculum._id}>{curriculum.shortName ?? curriculum.name}</LabelBadge>
          ))}
          {school.boarding && <PlainBadge variant="outline">{t('detail.facts.boardingYes')}</PlainBadge>}
        </PlainGroup>
      )}
      <PlainGroup gap="lg">
        <div>
          <PlainText fw={600}>
            <FeeAmount avgFees={school.avgFees} />
          </PlainText>
          {ownRate && school.avgFees !== null && (
            <ConvertedAmount usd={school.avgFees} currency={ownRate} yearly of="school" align="left" />
          )}
        </div>
        <RatingSummary ratingAvg={school.ratingAvg} ratingCount={school.ratingCount} />
        <SchoolDates school={school} />
        <EditSchoolLink school={school} />
        <EnquireMenu school={school} />
      </PlainGroup>
    </PlainStack>
  );
}
