import { useSettings } from '@/core/client/site-data';
import { useTranslation } from '@/core/client/use-translation';

/** The public settings of the page's initial query, and the site name to show. */
export function useSiteSettings(): { settings: Record<string, unknown>; siteName: string } {
  const { t } = useTranslation('common');
  const settings = useSettings();
  return { settings, siteName: String(settings.WEBSITE_NAME ?? t('site.name')) };
}
