import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DATA_QUERY, settingsMap } from '@/core/client/data-query';

/** The public settings of the page's initial query, and the site name to show. */
export function useSiteSettings(): { settings: Record<string, unknown>; siteName: string } {
  const { t } = useTranslation('common');
  const { data } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-first' });
  const settings = settingsMap(data?.settings.items);
  return { settings, siteName: String(settings.WEBSITE_NAME ?? t('site.name')) };
}
