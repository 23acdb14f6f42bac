import { LegalPage, legalPageMeta, prefetchLegalPage } from './legal-page';

export const prefetch = prefetchLegalPage('terms');

export const meta = legalPageMeta('terms');

export function Component() {
  return <LegalPage name="terms" />;
}
