import { LegalPage, legalPageMeta, prefetchLegalPage } from './legal-page';

export const prefetch = prefetchLegalPage('terms');

export const meta = legalPageMeta('terms');

// Plain elements: the page hydrates without Mantine's providers and styles (decision 093).
export const plainElements = true;

export function Component() {
  return <LegalPage name="terms" />;
}
