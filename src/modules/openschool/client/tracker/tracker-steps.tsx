import { Text } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { TrackerSchool } from './tracker.query';

/** The parent's dates of the steps before or beside the current one: each keeps its own. */
export function TrackerSteps(props: { school: TrackerSchool }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const others = props.school.steps.filter((step) => step.status !== props.school.status);
  if (others.length === 0) return null;
  const items = others.map((step) =>
    t('tracker.steps.item', { status: t(`tracker.status.${step.status}`), date: format.date(step.on) }),
  );
  return (
    <Text size="sm" c="gray.7" data-testid="tracker-steps">
      {t('tracker.steps.label')} {items.join(' · ')}
    </Text>
  );
}
