import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { LineIcon } from '@/core/client/line-icon';
import { buttonClassName } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { useShortlist } from '../shortlist/use-shortlist';
import classes from './compare-toggle.module.css';

/**
 * "Compare": puts a school on the visitor's shortlist, or takes it off, wherever a school is
 * shown (list items, the school's page, its card on the map). A toggle button: its state is `aria-pressed`, its name
 * says which school, so a list of them reads well to a screen reader. A form posted to /compare
 * underneath (decision 081): without scripts the server adds or removes it, then comes back here.
 * A plain button in Mantine's look (plain-button.tsx): a list shows a score of them.
 */
export function CompareToggle(props: { schoolId: string; name: string; size?: 'compact-sm' | 'sm' }) {
  const { t } = useTranslation('openschool');
  const shortlist = useShortlist();
  const [busy, setBusy] = useState(false);
  const { pathname, search } = useLocation();
  const selected = shortlist.has(props.schoolId);
  const toggle = async (event: FormEvent) => {
    event.preventDefault();
    // Ignore a second click while the first is on its way (not `disabled`: focus would be lost).
    if (busy) return;
    setBusy(true);
    try {
      if (selected) await shortlist.remove(props.schoolId);
      else await shortlist.add({ id: props.schoolId, name: props.name });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" action="/compare" onSubmit={toggle} style={{ display: 'contents' }}>
      <input type="hidden" name="school" value={props.schoolId} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <button
        type="submit"
        name="do"
        value={selected ? 'remove' : 'add'}
        className={`${buttonClassName({ variant: 'default', size: props.size ?? 'compact-sm' })} ${classes.toggle}`}
        aria-pressed={selected}
        aria-label={t('compare.toggle.label', { name: props.name })}
        aria-busy={busy}
      >
        <LineIcon>{selected ? <path d="M5 12l5 5L20 7" /> : <path d="M12 5v14M5 12h14" />}</LineIcon>
        {t('compare.toggle.text')}
      </button>
    </form>
  );
}
