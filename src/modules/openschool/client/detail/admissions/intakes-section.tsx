import { Stack, Title } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FactCheck } from '../confirmations/fact-check';
import { useFactChecksShown } from '../confirmations/use-fact-checks-shown';
import type { SchoolDetailView } from '../school-detail.query';
import { DateRangeTable } from './admission-tables';

/** The intakes: when applications open and the deadline, which members can confirm or dispute. */
export function IntakesSection(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { school } = props;
  const { admissions } = school;
  const deadlinesChecked = useFactChecksShown(
    school.confirmations,
    admissions.intakes.map((intake) => `deadline:${intake.name}`),
  );
  return (
    <Stack gap="xs">
      <Title order={3}>{t('admissions.intakes.title')}</Title>
      <DateRangeTable
        testId="admission-intakes"
        caption={t('admissions.intakes.title')}
        headers={[
          t('admissions.intakes.name'),
          t('admissions.intakes.opensOn'),
          t('admissions.intakes.deadline'),
        ]}
        rows={admissions.intakes.map((intake) => ({
          name: intake.name,
          from: intake.opensOn,
          to: intake.deadline,
        }))}
        check={
          deadlinesChecked && {
            header: t('confirmations.column'),
            cell: (row) =>
              row.to && (
                <FactCheck
                  schoolId={school._id}
                  confirmations={school.confirmations}
                  fact={{
                    fact: `deadline:${row.name}`,
                    label: t('confirmations.deadlineOf', { intake: row.name }),
                    shown: format.date(row.to, 'long'),
                  }}
                />
              ),
          }
        }
      />
    </Stack>
  );
}
