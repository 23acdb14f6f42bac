import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { PlainAlert } from '@/core/client/plain-alert';
import { buttonClassName } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { MyRating } from './my-rating';
import { MY_SCHOOL_RATING_QUERY } from './ratings.query';

// Only members rating the school see the form, never in the server's HTML (their rating is asked
// in the browser): its code and the form libraries load with it, not with the page (decision 093).
const RatingForm = lazy(async () => ({ default: (await import('./rating-form')).RatingForm }));

/**
 * Where a parent rates the school: visitors are asked to log in; members see their own rating
 * (pending until a moderator reads it) or the form.
 */
export function RateSection(props: { schoolId: string }) {
  const { t } = useTranslation('openschool');
  const { user, loading, can } = useCurrentUser();
  const location = useLocation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="rate-school-title">
      <Title order={3} size="h4" id="rate-school-title">
        {t('ratings.form.title')}
      </Title>
      {loading ? null : !user ? (
        <Stack gap="xs" align="flex-start">
          <Text c="gray.7">{t('ratings.login.text')}</Text>
          <Link
            to={`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
            className={buttonClassName()}
          >
            {t('ratings.login.button')}
          </Link>
        </Stack>
      ) : can('SchoolRating:create') ? (
        <MemberRating schoolId={props.schoolId} />
      ) : (
        <Text c="gray.7">{t('ratings.login.notAllowed')}</Text>
      )}
    </Stack>
  );
}

function MemberRating(props: { schoolId: string }) {
  const { t } = useTranslation('openschool');
  const client = useGraphQLClient();
  const { data, loading } = useQuery(MY_SCHOOL_RATING_QUERY, {
    variables: { schoolId: props.schoolId },
  });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (loading && !data) return null;
  const mine = data?.mySchoolRating ?? null;
  return (
    <Stack gap="sm">
      {saved && (
        <PlainAlert color="green" role="status" title={t('ratings.form.savedTitle')}>
          {t('ratings.form.savedText')}
        </PlainAlert>
      )}
      {mine && !editing ? (
        <MyRating rating={mine} onChange={() => setEditing(true)} />
      ) : (
        <Suspense fallback={null}>
          <RatingForm
            schoolId={props.schoolId}
            mine={mine}
            onCancel={mine ? () => setEditing(false) : undefined}
            onSaved={(rating) => {
              client.writeQuery({
                query: MY_SCHOOL_RATING_QUERY,
                variables: { schoolId: props.schoolId },
                data: { mySchoolRating: rating },
              });
              setEditing(false);
              setSaved(true);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
