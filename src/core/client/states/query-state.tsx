import type { ReactNode } from 'react';
import { PlainAlert } from '@/core/client/plain-alert';
import { useTranslation } from '@/core/client/use-translation';
import { NotFoundPage } from '../not-found-page';
import { DelayedLoader } from './delayed-loader';
import { NetworkErrorNotice, NetworkErrorState } from './network-error';
import { type QueryInput, type QueryView, queryViewOf } from './query-view';
import classes from './states.module.css';
import { StatusScreen } from './status-screen';

/**
 * Wraps a page's data: a spinner (after 300 ms) while loading, the unauthorized screen, the
 * network error screen, the error (translated by its code when we know it), the not-found
 * screen, or the content (with a notice when refreshing it failed on the network).
 *
 * ```tsx
 * const { data, loading, error } = useQuery(SCHOOL_QUERY);
 * <QueryState loading={loading} error={error} data={data?.school} notFound={!data?.school.item}>
 *   {() => <SchoolDetail school={data!.school.item!} />}
 * </QueryState>
 * ```
 */
export function QueryState(props: QueryInput & { children: ReactNode | (() => ReactNode) }) {
  const view = queryViewOf(props);
  switch (view.kind) {
    case 'loading':
      return <DelayedLoader />;
    case 'notFound':
      return <NotFoundPage />;
    case 'content': {
      const content = typeof props.children === 'function' ? props.children() : props.children;
      if (!view.refreshFailed) return content;
      return (
        <>
          <NetworkErrorNotice />
          {content}
        </>
      );
    }
    default:
      return <QueryFailure view={view} />;
  }
}

/**
 * What a page shows in place of data it could not get, for pages that lay out their own
 * loading state: `<QueryError error={error} />` when the query failed and nothing came.
 */
export function QueryError(props: { error: unknown }) {
  const view = queryViewOf({ loading: false, error: props.error, data: undefined });
  return isFailure(view) ? <QueryFailure view={view} /> : null;
}

type Failure = Extract<QueryView, { kind: 'unauthorized' | 'network' | 'error' }>;

const isFailure = (view: QueryView): view is Failure =>
  view.kind === 'unauthorized' || view.kind === 'network' || view.kind === 'error';

function QueryFailure(props: { view: Failure }) {
  const { t, i18n } = useTranslation('states');
  const { view } = props;
  if (view.kind === 'unauthorized') return <StatusScreen title={t('unauthorized')} />;
  if (view.kind === 'network') return <NetworkErrorState />;
  const known = view.code && i18n.exists(`errors:${view.code}`) ? t(`errors:${view.code}`) : null;
  return (
    <PlainAlert color="red" className={classes.failure}>
      {known ?? view.message ?? t('common:error.data')}
    </PlainAlert>
  );
}
