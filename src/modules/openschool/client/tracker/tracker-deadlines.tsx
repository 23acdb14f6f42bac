import { Alert, Button, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../core/client/use-format';
import type { TrackerSchool } from './tracker.query';

/**
 * A shortlisted school's intakes from its admissions facts: when applications open and the
 * deadline, and a flag on a deadline that moved since the parent added the school (or last
 * said they saw it).
 */
export function TrackerDeadlines(props: { school: TrackerSchool; onAcknowledge: () => void }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { intakes } = props.school;
  if (intakes.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('tracker.deadlines.none')}
      </Text>
    );
  }
  const changed = intakes.filter((intake) => intake.deadlineChanged);
  return (
    <div>
      <List size="sm" spacing={2}>
        {intakes.map((intake) => (
          <List.Item key={intake.name}>
            <Text span fw={600} size="sm">
              {intake.name}
            </Text>
            {intake.opensOn && ` · ${t('tracker.deadlines.opens', { date: format.date(intake.opensOn) })}`}
            {intake.deadline &&
              ` · ${t('tracker.deadlines.deadline', { date: format.date(intake.deadline) })}`}
          </List.Item>
        ))}
      </List>
      {changed.length > 0 && (
        <Alert color="yellow" mt="xs" title={t('tracker.deadlines.changedTitle')}>
          {changed.map((intake) => (
            <Text size="sm" key={intake.name}>
              {intake.previousDeadline
                ? t('tracker.deadlines.changedFrom', {
                    intake: intake.name,
                    before: format.date(intake.previousDeadline),
                    after: intake.deadline ? format.date(intake.deadline) : '—',
                  })
                : t('tracker.deadlines.changedNew', {
                    intake: intake.name,
                    after: intake.deadline ? format.date(intake.deadline) : '—',
                  })}
            </Text>
          ))}
          <Button size="compact-sm" variant="default" mt="xs" onClick={props.onAcknowledge}>
            {t('tracker.deadlines.acknowledge')}
          </Button>
        </Alert>
      )}
    </div>
  );
}
