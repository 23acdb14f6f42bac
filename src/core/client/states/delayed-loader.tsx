import { useEffect, useState } from 'react';
import { PlainLoader } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import classes from './states.module.css';

/** Spec section 9: the loading spinner appears only after 300 ms, so quick answers never flash it. */
export const SPINNER_DELAY_MS = 300;

/** A spinner shown once loading has lasted `delay` milliseconds. */
export function DelayedLoader(props: { delay?: number }) {
  const { t } = useTranslation('states');
  const [visible, setVisible] = useState(false);
  const delay = props.delay ?? SPINNER_DELAY_MS;
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className={classes.center} role="status" aria-label={t('loading')}>
      <PlainLoader />
    </div>
  );
}
