import clsx from 'clsx';
import { Link } from 'react-router';
import { anchorClassName, textClassName } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';

/** The school's form: `/schools/{country}/{id}/edit`. */
export const schoolEditPath = (school: { _id: string; countrySlug: string }) =>
  `/schools/${school.countrySlug}/${school._id}/edit`;

/**
 * "Suggest a change" on a school's page (its form; visitors are asked to sign in there), or
 * "Add a school" without a school. For the pages that show schools to place where they fit.
 */
export function EditSchoolLink(props: { school?: { _id: string; countrySlug: string } }) {
  const { t } = useTranslation('openschool');
  const to = props.school ? schoolEditPath(props.school) : '/schools/create';
  return (
    <Link to={to} className={clsx(textClassName('sm'), anchorClassName)} rel="nofollow">
      {props.school ? t('edit.link.edit') : t('edit.link.create')}
    </Link>
  );
}
