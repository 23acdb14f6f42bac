import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolDetailView } from '../school-detail.query';
import { FactList } from './fact-list';

/** "www.school.example" from its URL: what people read on a card. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** How to reach the school: address, website, email and phone. */
export function SchoolContact(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  if (!school.address && !school.website && !school.email && !school.phone) {
    return <Text c="gray.7">{t('detail.contact.none')}</Text>;
  }
  return (
    <FactList
      testId="school-contact"
      facts={[
        { term: t('detail.contact.address'), value: school.address },
        {
          term: t('detail.contact.website'),
          value: school.website && (
            <Anchor href={school.website} target="_blank" rel="noopener nofollow">
              {hostOf(school.website)}
            </Anchor>
          ),
        },
        {
          term: t('detail.contact.email'),
          value: school.email && <Anchor href={`mailto:${school.email}`}>{school.email}</Anchor>,
        },
        {
          term: t('detail.contact.phone'),
          value: school.phone && (
            <Anchor href={`tel:${school.phone.replace(/[^\d+]/g, '')}`}>{school.phone}</Anchor>
          ),
        },
      ]}
    />
  );
}
