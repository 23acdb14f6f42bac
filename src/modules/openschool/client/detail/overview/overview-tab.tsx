import { Stack, Text, Title } from '@mantine/core';
import { FormattedText } from '@/core/client/formatted-text';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolDetailView } from '../school-detail.query';
import { SchoolContact } from './school-contact';
import { SchoolFacts } from './school-facts';

/** The school's description, its key facts, how to contact it, and whether its details were ever checked. */
export function OverviewTab(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  return (
    <Stack gap="xl">
      {school.description.trim() ? (
        <Stack gap="sm" data-testid="school-description">
          <FormattedText text={school.description} />
        </Stack>
      ) : (
        <Text c="gray.7">{t('detail.overview.noDescription')}</Text>
      )}
      <SchoolFacts school={school} />
      <Stack gap="sm">
        <Title order={3}>{t('detail.contact.title')}</Title>
        <SchoolContact school={school} />
      </Stack>
      {/* When they were checked, the header says so; that nobody has yet is said here. */}
      {!school.lastVerifiedAt && (
        <Text size="sm" c="gray.7" data-testid="school-unverified">
          {t('detail.verified.never')}
        </Text>
      )}
    </Stack>
  );
}
