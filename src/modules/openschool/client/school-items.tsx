import { Link } from 'react-router';
import { CardList, CardListItem } from '@/core/client/card-list';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import type { FeeBasis } from '../shared/schools-query';
import { CompareToggle } from './compare/compare-toggle';
import classes from './school-card.module.css';
import { SchoolCardFee } from './school-card-fee';
import type { SchoolCardView, ShownCurrency } from './school-card-fields';

/** Curriculums, ages, boarding and rating: the rest of what a parent scans first. */
function SchoolFacts(props: { school: SchoolCardView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  const format = useFormat();
  const curriculums = school.curriculums ?? [];
  const hasAges = school.ageFrom != null && school.ageTo != null;
  if (curriculums.length === 0 && !hasAges && !school.boarding && school.rating == null) return null;
  return (
    <div className={classes.facts}>
      {curriculums.map((curriculum) => (
        <span key={curriculum._id} className={classes.badge} title={curriculum.name}>
          {curriculum.shortName ?? curriculum.name}
        </span>
      ))}
      {hasAges && (
        <span className={classes.note}>
          {t('list.item.ages', { from: school.ageFrom, to: school.ageTo })}
        </span>
      )}
      {school.boarding && <span className={classes.note}>· {t('list.item.boarding')}</span>}
      {school.rating != null && (
        <span className={`${classes.note} ${classes.rating}`}>
          {t('list.item.rating', {
            rating: format.number(school.rating, { maximumFractionDigits: 1 }),
            count: school.ratingCount ?? 0,
          })}
        </span>
      )}
    </div>
  );
}

/**
 * Schools as cards: the name links to the school's page, then city and country, the fee (see
 * SchoolCardFee), curriculums, ages, rating.
 */
/**
 * A card's link to its school: in the list's currency when one is chosen, which the school's
 * tabs keep (its fees in that currency, without scripts too).
 */
function schoolLinkOf(school: SchoolCardView, currency: ShownCurrency | null | undefined): string {
  const path = `/schools/${school.countrySlug}/${school._id}`;
  return currency && currency.currency !== 'USD'
    ? `${path}?${new URLSearchParams({ currency: currency.currency })}`
    : path;
}

export function SchoolItems(props: {
  schools: SchoolCardView[];
  labelledBy?: string;
  currency?: ShownCurrency | null;
  /** Set when the list is for a child's school year: its fees are shown, read on this basis. */
  basis?: FeeBasis;
}) {
  return (
    <CardList labelledBy={props.labelledBy} testId="school-list">
      {props.schools.map((school) => (
        <CardListItem key={school._id}>
          <div className={classes.card}>
            <div className={classes.main}>
              <Link to={schoolLinkOf(school, props.currency)} className={classes.name}>
                {school.name}
              </Link>
              <p className={classes.note} data-testid="school-place">
                {cityAndCountry(school.cityName, school.countryName)}
              </p>
              <SchoolFacts school={school} />
            </div>
            <div className={classes.side}>
              <SchoolCardFee school={school} currency={props.currency} basis={props.basis} />
              <div className={classes.actions}>
                <CompareToggle schoolId={school._id} name={school.name} />
              </div>
            </div>
          </div>
        </CardListItem>
      ))}
    </CardList>
  );
}
