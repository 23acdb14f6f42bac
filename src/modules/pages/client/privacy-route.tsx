import type { PageMetaSource } from '../../../core/client/meta/page-meta';
import { LegalPage, prefetchLegalPage } from './legal-page';

export const prefetch = prefetchLegalPage('privacy');

export const meta: PageMetaSource = ({ t }) => ({ title: t('privacy.title', { ns: 'pages' }) });

export function Component() {
  return <LegalPage name="privacy" />;
}
