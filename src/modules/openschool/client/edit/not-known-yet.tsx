import { Link } from 'react-router';
import { anchorClassName, PlainText } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';
import { schoolEditPath } from './edit-school-link';

/**
 * A fact of a listed school that nobody gave yet: "Not known yet — add them", the link to the
 * school's form (members propose, visitors are asked to sign in there). Never a default in its
 * place: a school imported with a name and a city is not free, nor a day school (decision 078).
 * `it` for one fact (its ages), else `them` (its fees, its curriculums).
 */
export function NotKnownYet(props: {
  school: { _id: string; countrySlug: string };
  add?: 'it' | 'them';
  /** Inline, inside a sentence or a description list, rather than a paragraph of its own. */
  inline?: boolean;
}) {
  const { t } = useTranslation('openschool');
  return (
    <PlainText
      component={props.inline ? 'span' : 'p'}
      c="gray.7"
      inherit={props.inline}
      data-testid="not-known"
    >
      {t('missing.notKnown')} —{' '}
      <Link to={schoolEditPath(props.school)} rel="nofollow" className={anchorClassName}>
        {t(props.add === 'it' ? 'missing.addIt' : 'missing.addThem')}
      </Link>
    </PlainText>
  );
}
