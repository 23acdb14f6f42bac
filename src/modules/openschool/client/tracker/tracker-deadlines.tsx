import { Alert, Button, List, Text } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { TrackerSchool } from './tracker.query';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The next deadline first, then the later ones, then those passed (the latest passed first);
 * intakes without a deadline last (decision 100).
 */
function byNextDeadline<Intake extends { deadline: string | null }>(
  intakes: readonly Intake[],
  today: string,
) {
  const rank = (intake: Intake) => (intake.deadline === null ? 2 : intake.deadline < today ? 1 : 0);
  return intakes.toSorted((a, b) => {
    const order = rank(a) - rank(b);
    if (order !== 0 || a.deadline === null || b.deadline === null) return order;
    return rank(a) === 0 ? a.deadline.localeCompare(b.deadline) : b.deadline.localeCompare(a.deadline);
  });
}

/**
 * A shortlisted school's intakes from its admissions facts: when applications open and the
 * deadline, and a flag on a deadline that moved since the parent added the school (or last
 * said they saw it). A passed deadline says so ("Passed · the deadline was …"), after the coming ones.
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
  const today = todayUtc();
  return (
    <div>
      <List size="sm" spacing={2}>
        {byNextDeadline(intakes, today).map((intake) => (
          <List.Item key={intake.name}>
            <Text span fw={600} size="sm">
              {intake.name}
            </Text>
            {intake.opensOn && ` · ${t('tracker.deadlines.opens', { date: format.date(intake.opensOn) })}`}
            {intake.deadline &&
              ` · ${t(intake.deadline < today ? 'tracker.deadlines.passed' : 'tracker.deadlines.deadline', {
                date: format.date(intake.deadline),
              })}`}
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
