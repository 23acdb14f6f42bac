import { useState } from 'react';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { PlainAlert } from '@/core/client/plain-alert';
import { PlainButton } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import classes from './states.module.css';
import { StatusScreen } from './status-screen';

/**
 * Asks the server again for every query on the page: the failed one, and any other that went
 * down with the network. `retrying` while they run.
 */
function useRetry() {
  const client = useGraphQLClient();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await client.refetchQueries({ include: 'active' });
    } catch {
      // Still unreachable: the queries keep their error, and the screen stays.
    } finally {
      setRetrying(false);
    }
  };
  return { retry, retrying };
}

/** Spec "Shell": the 'Network Error' screen, in place of a page whose data could not be fetched. */
export function NetworkErrorState() {
  const { t } = useTranslation('states');
  const { retry, retrying } = useRetry();
  return (
    <StatusScreen title={t('network.title')} text={t('network.text')}>
      <PlainButton onClick={retry} loading={retrying}>
        {t('network.retry')}
      </PlainButton>
    </StatusScreen>
  );
}

/** Above a page that shows what it fetched earlier, when asking again got no answer. */
export function NetworkErrorNotice() {
  const { t } = useTranslation('states');
  const { retry, retrying } = useRetry();
  return (
    <PlainAlert color="orange" title={t('network.title')} className={classes.warning}>
      <div className={classes.alertRow}>
        <p>{t('network.text')}</p>
        <PlainButton size="xs" variant="default" onClick={retry} loading={retrying}>
          {t('network.retry')}
        </PlainButton>
      </div>
    </PlainAlert>
  );
}
