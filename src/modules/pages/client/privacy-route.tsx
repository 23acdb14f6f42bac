import { LegalPage, legalPageMeta, prefetchLegalPage } from './legal-page';

export const prefetch = prefetchLegalPage('privacy');

export const meta = legalPageMeta('privacy');

export function Component() {
  return <LegalPage name="privacy" />;
}
