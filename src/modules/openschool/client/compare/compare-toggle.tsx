import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../../core/client/line-icon';
import { useShortlist } from '../shortlist/use-shortlist';

/**
 * "Compare": puts a school on the visitor's shortlist, or takes it off, wherever a school is
 * shown (list items, the school's page, its card on the map). A toggle button: its state is `aria-pressed`, its name
 * says which school, so a list of them reads well to a screen reader.
 */
export function CompareToggle(props: { schoolId: string; name: string; size?: 'compact-sm' | 'sm' }) {
  const { t } = useTranslation('openschool');
  const shortlist = useShortlist();
  const [busy, setBusy] = useState(false);
  const selected = shortlist.has(props.schoolId);
  const toggle = async () => {
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
    <Button
      size={props.size ?? 'compact-sm'}
      variant={selected ? 'filled' : 'default'}
      aria-pressed={selected}
      aria-label={t('compare.toggle.label', { name: props.name })}
      aria-busy={busy}
      onClick={toggle}
      leftSection={
        <LineIcon>{selected ? <path d="M5 12l5 5L20 7" /> : <path d="M12 5v14M5 12h14" />}</LineIcon>
      }
    >
      {t('compare.toggle.text')}
    </Button>
  );
}
