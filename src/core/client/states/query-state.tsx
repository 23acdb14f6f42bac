import { Alert, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../not-found-page';
import { DelayedLoader } from './delayed-loader';
import { type QueryInput, queryViewOf } from './query-view';
import { StatusScreen } from './status-screen';

/**
 * Wraps a page's data: a spinner (after 300 ms) while loading, the unauthorized screen, the
 * error (translated by its code when we know it), the not-found screen, or the content.
 *
 * ```tsx
 * const { data, loading, error } = useQuery(SCHOOL_QUERY);
 * <QueryState loading={loading} error={error} data={data?.school} notFound={!data?.school.item}>
 *   {() => <SchoolDetail school={data!.school.item!} />}
 * </QueryState>
 * ```
 */
export function QueryState(props: QueryInput & { children: ReactNode | (() => ReactNode) }) {
  const { t, i18n } = useTranslation('states');
  const view = queryViewOf(props);
  switch (view.kind) {
    case 'loading':
      return <DelayedLoader />;
    case 'unauthorized':
      return <StatusScreen title={t('unauthorized')} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'error': {
      const known = view.code && i18n.exists(`errors:${view.code}`) ? t(`errors:${view.code}`) : null;
      return (
        <Container size="sm" py="xl">
          <Alert color="red">{known ?? view.message ?? t('common:error.data')}</Alert>
        </Container>
      );
    }
    case 'content':
      return typeof props.children === 'function' ? props.children() : props.children;
  }
}
