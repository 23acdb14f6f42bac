import { PlainText } from '@/core/client/plain-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolDetailView } from '../school-detail.query';

/**
 * When the school last changed — its newest change, the first line of its history — and, apart,
 * when someone last checked its facts, if anyone has: a check that found nothing to change is
 * not a change.
 */
export function SchoolDates(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { date: formatDate } = useFormat();
  const { school } = props;
  return (
    <>
      <PlainText size="sm" c="gray.7" data-testid="school-updated">
        {t('detail.updated', { date: formatDate(school.updatedAt) })}
      </PlainText>
      {school.lastVerifiedAt && (
        <PlainText size="sm" c="gray.7" data-testid="school-verified">
          {t(school.verifiedSource ? 'detail.verified.withSource' : 'detail.verified.date', {
            date: formatDate(school.lastVerifiedAt),
            source: school.verifiedSource,
          })}
        </PlainText>
      )}
    </>
  );
}
