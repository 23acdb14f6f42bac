import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/core/client/site-data';
import type { SchoolDetailView } from '../school-detail.query';
import { enquiryMailto } from './enquiry-mailto';

/**
 * "Enquire": the ways to reach the school from its header — its website in a new tab, an email
 * with a subject naming the school and this site (the school then knows where the parent found
 * it). Only what the school has; nothing when it has neither.
 */
export function EnquireMenu(props: { school: Pick<SchoolDetailView, 'name' | 'website' | 'email'> }) {
  const { t } = useTranslation('openschool');
  const settings = useSettings();
  const { name, website, email } = props.school;
  if (!website && !email) return null;
  const site = String(settings.WEBSITE_NAME ?? t('site.name', { ns: 'common' }));
  return (
    <Menu position="bottom-start" shadow="md">
      <Menu.Target>
        <Button size="xs" rightSection={<span aria-hidden="true">▾</span>}>
          {t('detail.enquire.button')}
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
