import { FormattedText } from '@/core/client/formatted-text';
import { PlainStack } from '@/core/client/plain-layout';
import { PlainText, PlainTitle } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolDetailView } from '../school-detail.query';
import { SchoolContact } from './school-contact';
import { SchoolFacts } from './school-facts';

/** The school's description, its key facts, how to contact it, and whether its details were ever checked. */
export function OverviewTab(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  return (
    <PlainStack gap="xl">
      {school.description.trim() ? (
        <PlainStack gap="sm" data-testid="school-description">
          <FormattedText text={school.description} />
        </PlainStack>
      ) : (
        <PlainText c="gray.7">{t('detail.overview.noDescription')}</PlainText>
      )}
      <SchoolFacts school={school} />
      <PlainStack gap="sm">
        <PlainTitle order={3}>{t('detail.contact.title')}</PlainTitle>
        <SchoolContact school={school} />
      </PlainStack>
      {/* When they were checked, the header says so; that nobody has yet is said here. */}
      {!school.lastVerifiedAt && (
        <PlainText size="sm" c="gray.7" data-testid="school-unverified">
          {t('detail.verified.never')}
        </PlainText>
      )}
    </PlainStack>
  );
}
