import { PlainButton, PlainLoader } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import classes from './states.module.css';
import { StatusScreen } from './status-screen';

/**
 * The screens shown before the first `data` query answered. Without server-embedded state the
 * translations load over the network too; until they have, these English words stand in.
 */
function useStatesText() {
  const { t, ready } = useTranslation('states');
  return (key: string, english: string) => (ready ? t(key) : english);
}

/** Spec "Shell": a loading indicator while the first query runs. */
export function FirstLoadIndicator() {
  const text = useStatesText();
  return (
    <div
      className={`${classes.center} ${classes.fullScreen}`}
      role="status"
      aria-label={text('loading', 'Loading')}
    >
      <PlainLoader size="lg" />
    </div>
  );
}

/** Spec "Shell": the full screen shown when the first query fails on the network. */
export function NetworkErrorScreen() {
  const text = useStatesText();
  return (
    <main>
      <StatusScreen
        fullScreen
        title={text('network.title', 'Network Error')}
        text={text('network.text', 'An error occurred. Please retry later.')}
      >
        <PlainButton onClick={() => window.location.reload()}>{text('network.retry', 'Retry')}</PlainButton>
      </StatusScreen>
    </main>
  );
}
