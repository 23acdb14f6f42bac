import { Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { PlainButton } from '@/core/client/plain-button';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type FactConfirmationsView, SCHOOL_DETAIL_QUERY } from '../school-detail.query';
import type { CheckedFact } from './checked-fact';
import { CONFIRM_SCHOOL_FACT, MY_CONFIRMED_FACTS_QUERY } from './confirmations.query';
import { useMayCheckFacts } from './use-fact-checks-shown';

// The correction form opens in a dialog for members only: the dialog, the form libraries and the
// form load when it is first opened, not with the school's page (decision 093).
const DisputeDialog = lazy(async () => ({ default: (await import('./dispute-form')).DisputeDialog }));

/**
 * Beside a fact: how many parents confirmed it and when the latest did, and for members a
 * button to confirm it as shown (once a year) and one to report a different value, which a
 * moderator reviews as a proposed change.
 */
export function FactCheck(props: {
  schoolId: string;
  fact: CheckedFact;
  confirmations: readonly FactConfirmationsView[];
}) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const member = useMayCheckFacts();
  const { fact } = props.fact;
  const mine = useQuery(MY_CONFIRMED_FACTS_QUERY, { variables: { schoolId: props.schoolId }, skip: !member });
  const summary = props.confirmations.find((entry) => entry.fact === fact);
  const [error, setError] = useState<string | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [sending, setSending] = useState(false);
  const confirmedByMe = mine.data?.myConfirmedFacts.includes(fact) ?? false;

  const confirm = async () => {
    setSending(true);
    const result = await runMutation(client, CONFIRM_SCHOOL_FACT, {
      schoolId: props.schoolId,
      input: { fact },
    });
    setSending(false);
    if (!result.success || !result.item) return setError(result.code);
    setError(null);
    // The page's school asks again: every row showing this fact counts the new confirmation.
    await Promise.all([client.refetchQueries({ include: [SCHOOL_DETAIL_QUERY] }), mine.refetch()]);
  };

  if (!member && !summary) return null;
  return (
    <Stack gap={4} data-testid={`fact-check-${fact}`}>
      {summary && (
        <Text size="xs" c="gray.7">
          {t('confirmations.confirmedBy', {
            count: summary.count,
            date: format.date(summary.lastConfirmedOn, 'month'),
          })}
        </Text>
      )}
      {member && (
        <Group gap={4} wrap="nowrap">
          {confirmedByMe ? (
            <Text size="xs" c="gray.7">
              {t('confirmations.youConfirmed')}
            </Text>
          ) : (
            <PlainButton
              size="compact-xs"
              variant="light"
              loading={sending}
              onClick={confirm}
              aria-label={t('confirmations.confirmLabel', { fact: props.fact.label })}
            >
              {t('confirmations.confirm')}
            </PlainButton>
          )}
          <PlainButton
            size="compact-xs"
            variant="subtle"
            onClick={() => setDisputing(true)}
            aria-label={t('confirmations.disputeLabel', { fact: props.fact.label })}
          >
            {t('confirmations.dispute')}
          </PlainButton>
        </Group>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {errorText(error)}
        </Text>
      )}
      {disputing && (
        <Suspense fallback={null}>
          <DisputeDialog schoolId={props.schoolId} fact={props.fact} onClose={() => setDisputing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
