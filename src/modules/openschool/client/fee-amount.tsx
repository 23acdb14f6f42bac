import { useTranslation } from 'react-i18next';
import { formatFees } from '../../../core/shared/format-fees';
import { LANGUAGES } from '../../../core/shared/languages';

/**
 * A school's average yearly fee in USD, or a note that it is not known. In whole dollars: an
 * average over school years (and often a conversion) is an estimate, and cents would pretend
 * otherwise.
 */
export function FeeAmount(props: { avgFees: number | null }) {
  const { t, i18n } = useTranslation('openschool');
  if (props.avgFees === null) return <>{t('fees.unknown')}</>;
  const locale = LANGUAGES.find((language) => language.languageCode === i18n.language)?.localeCode ?? 'en-US';
  return <>{t('fees.perYear', { amount: formatFees(Math.round(props.avgFees), { locale }) })}</>;
}
