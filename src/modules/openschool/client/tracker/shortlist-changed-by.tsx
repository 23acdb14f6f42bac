import { Text } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { TrackerSchool } from './tracker.query';

/** "Changed by Sam, 3 March": who of the family last added the school, moved its status or wrote its note. */
export function ShortlistChangedBy(props: { school: Pick<TrackerSchool, 'changedBy' | 'changedAt'> }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { changedBy, changedAt } = props.school;
  if (!changedBy || !changedAt) return null;
  return (
    <Text size="sm" c="gray.7">
      {t('tracker.family.changedBy', { name: changedBy.name, date: format.date(changedAt, 'long') })}
    </Text>
  );
}
