import { lazy, Suspense, useRef, useState } from 'react';
import { PlainButton } from '@/core/client/plain-button';
import { useLoadedWhenIdle } from '@/core/client/use-loaded-when-idle';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolDetailView } from '../school-detail.query';

// The menu (Mantine's, with Floating UI and the popover: about 30 kB) is not part of what the
// school page loads before it is interactive: it loads once the page is idle, or as soon as the
// pointer is over the button or it has the focus, and takes over when the button is pressed. A
// button of the same look is there until then.
const loadMenu = () => import('./enquire-menu-loaded');
const EnquireMenuLoaded = lazy(loadMenu);

/**
 * "Enquire": the ways to reach the school from its header — its website in a new tab, an email
 * with a subject naming the school and this site (the school then knows where the parent found
 * it). Only what the school has; nothing when it has neither.
 */
export function EnquireMenu(props: { school: Pick<SchoolDetailView, 'name' | 'website' | 'email'> }) {
  if (!props.school.website && !props.school.email) return null;
  return <EnquireButton school={props.school} />;
}

function EnquireButton(props: { school: Pick<SchoolDetailView, 'name' | 'website' | 'email'> }) {
  const { t } = useTranslation('openschool');
  // The menu takes over when the button is pressed, and opens.
  const [wanted, want] = useLoadedWhenIdle(loadMenu);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  // A press under way keeps the stand-in: replaced between its pointer's down and up, the button
  // would get no click, and the menu would not open (it happened in a browser test).
  const [pressing, setPressing] = useState(false);
  const released = () => setPressing(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const label = t('detail.enquire.button');
  const button = (
    <PlainButton
      ref={standIn}
      size="xs"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onPointerDown={() => setPressing(true)}
      onPointerLeave={released}
      onPointerCancel={released}
      onContextMenu={released}
      onClick={() => {
        setOpenAtOnce(true);
        setPressing(false);
        want();
      }}
    >
      {label}
      <span aria-hidden="true" style={{ marginInlineStart: 'var(--mantine-spacing-xs)' }}>
        ▾
      </span>
    </PlainButton>
  );
  return (
    <Suspense fallback={button}>
      {wanted && !pressing ? (
        <EnquireMenuLoaded school={props.school} label={label} openAtOnce={openAtOnce} standIn={standIn} />
      ) : (
        button
      )}
    </Suspense>
  );
}
