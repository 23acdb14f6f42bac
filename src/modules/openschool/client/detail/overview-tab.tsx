import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormattedText } from '../../../../core/client/formatted-text';
import { SchoolContact } from './school-contact';
import type { SchoolDetailView } from './school-detail.query';
import { SchoolFacts } from './school-facts';
import { useDateFormat } from './use-date-format';

/** The school's description, its key facts, how to contact it, and when its details were checked. */
export function OverviewTab(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const formatDate = useDateFormat();
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
      <Text size="sm" c="gray.7" data-testid="school-verified">
        {school.lastVerifiedAt
          ? t(school.verifiedSource ? 'detail.verified.withSource' : 'detail.verified.date', {
              date: formatDate(school.lastVerifiedAt),
              source: school.verifiedSource,
            })
          : t('detail.verified.never')}
      </Text>
    </Stack>
  );
}
