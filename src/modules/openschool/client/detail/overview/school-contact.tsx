import { anchorClassName, PlainText } from '@/core/client/plain-text';
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
    return <PlainText c="gray.7">{t('detail.contact.none')}</PlainText>;
  }
  return (
    <FactList
      testId="school-contact"
      facts={[
        { term: t('detail.contact.address'), value: school.address },
        {
          term: t('detail.contact.website'),
          value: school.website && (
            <a href={school.website} target="_blank" rel="noopener nofollow" className={anchorClassName}>
              {hostOf(school.website)}
            </a>
          ),
        },
        {
          term: t('detail.contact.email'),
          value: school.email && (
            <a href={`mailto:${school.email}`} className={anchorClassName}>
              {school.email}
            </a>
          ),
        },
        {
          term: t('detail.contact.phone'),
          value: school.phone && (
            <a href={`tel:${school.phone.replace(/[^\d+]/g, '')}`} className={anchorClassName}>
              {school.phone}
            </a>
          ),
        },
      ]}
    />
  );
}
