import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { schoolInputOf } from '../school-form/school-form-values';
import { EditSubmitted } from './edit-submitted';
import { type EditOutcomeView, SCHOOL_EDIT_FORM_QUERY } from './school-edit.query';
import { SchoolEditForm } from './school-edit-form';

/** The school form page: the form as the school is now, then what became of the edit. */
export function SchoolEditPage(props: { id: string | null }) {
  const { t } = useTranslation('openschool');
  const { data, loading, error, refetch } = useQuery(SCHOOL_EDIT_FORM_QUERY, {
    variables: { id: props.id },
    fetchPolicy: 'cache-and-network',
  });
  const [outcome, setOutcome] = useState<EditOutcomeView | null>(null);
  const form = data?.schoolEditForm;
  const school = form?.school ?? null;
  const input = useMemo(() => (school ? schoolInputOf(school.input) : null), [school]);
  const format = useFormat();
  const title = props.id
    ? input
      ? t('edit.title.edit', { name: input.name })
      : t('edit.title.editAny')
    : t('edit.title.create');
  return (
    <Container size="md" py="xl">
      <QueryState
        loading={loading && !data}
        error={error}
        data={data}
        notFound={Boolean(props.id) && data !== undefined && !school}
      >
        {() => (
          <Stack gap="lg">
            <header>
              <Title order={1}>{title}</Title>
              {!outcome && (
                <Text c="gray.7" mt={4}>
                  {form!.canPublish ? t('edit.intro.editor') : t('edit.intro.member')}
                </Text>
              )}
            </header>
            {outcome ? (
              <EditSubmitted outcome={outcome} choices={form!} />
            ) : (
              <>
                {form!.pendingProposals.length > 0 && (
                  <Alert color="blue" title={t('edit.pending.title')}>
                    {t('edit.pending.text', {
                      date: format.date(form!.pendingProposals[0]!.createdAt),
                    })}
                  </Alert>
                )}
                <SchoolEditForm
                  key={school ? `${school._id}:${school.version}` : 'new'}
                  form={form!}
                  input={input}
                  onDone={setOutcome}
                  onReload={() => refetch()}
                />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
