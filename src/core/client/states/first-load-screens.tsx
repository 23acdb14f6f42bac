import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
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
    <Center mih="100vh" role="status" aria-label={text('loading', 'Loading')}>
      <Loader size="lg" />
    </Center>
  );
}

/** Spec "Shell": the full screen shown when the first query fails on the network. */
export function NetworkErrorScreen() {
  const text = useStatesText();
  return (
    <main>
      <StatusScreen
        minHeight="100vh"
        title={text('network.title', 'Network Error')}
        text={text('network.text', 'An error occurred. Please retry later.')}
      >
        <Button onClick={() => window.location.reload()}>{text('network.retry', 'Retry')}</Button>
      </StatusScreen>
    </main>
  );
}
