import type { PageMetaSource } from '../../../core/client/meta/page-meta';
import { LegalPage, prefetchLegalPage } from './legal-page';

export const prefetch = prefetchLegalPage('terms');

export const meta: PageMetaSource = ({ t }) => ({ title: t('terms.title', { ns: 'pages' }) });

export function Component() {
  return <LegalPage name="terms" />;
}
