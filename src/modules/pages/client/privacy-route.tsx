import { LegalPage, legalPageMeta, prefetchLegalPage } from './legal-page';

export const prefetch = prefetchLegalPage('privacy');

export const meta = legalPageMeta('privacy');

// Plain elements: the page hydrates without Mantine's providers and styles (decision 093).
export const plainElements = true;

export function Component() {
  return <LegalPage name="privacy" />;
}
