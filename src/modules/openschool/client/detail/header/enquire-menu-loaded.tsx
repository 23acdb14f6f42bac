import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { useSettings } from '@/core/client/site-data';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolDetailView } from '../school-detail.query';
import { enquiryMailto } from './enquiry-mailto';

/**
 * The Enquire menu once its code is there (Mantine's menu brings Floating UI and the popover). It
 * takes over from the stand-in button: open at once when the stand-in was pressed, and focused
 * when the stand-in had the focus.
 */
function EnquireMenuLoaded(props: {
  school: Pick<SchoolDetailView, 'name' | 'website' | 'email'>;
  label: string;
  openAtOnce: boolean;
  standIn: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('openschool');
  const settings = useSettings();
  const { name, website, email } = props.school;
  const site = String(settings.WEBSITE_NAME ?? t('site.name', { ns: 'common' }));
  // Read while the stand-in is still on the page: this render replaces it.
  const focused = typeof document !== 'undefined' && document.activeElement === props.standIn.current;
  // Opened once mounted, not as it mounts: the menu then gives the focus back to this button, not
  // to the stand-in it replaced.
  const [opened, setOpened] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the press that loaded it opens it.
  useEffect(() => {
    if (props.openAtOnce) setOpened(true);
  }, []);
  return (
    <Menu position="bottom-start" shadow="md" opened={opened} onChange={setOpened} returnFocus>
      <Menu.Target>
        <Button size="xs" rightSection={<span aria-hidden="true">▾</span>} autoFocus={focused}>
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {website && (
          <Menu.Item component="a" href={website} target="_blank" rel="noopener nofollow">
            {t('detail.enquire.website')} <VisuallyHidden>{t('detail.enquire.newTab')}</VisuallyHidden>
          </Menu.Item>
        )}
        {email && (
          <Menu.Item
            component="a"
            href={enquiryMailto(email, t('detail.enquire.subject', { school: name, site }))}
          >
            {t('detail.enquire.email')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Mantine's providers come with it: the pages it opens on may have none (decision 093). */
export default withMantine(EnquireMenuLoaded);
