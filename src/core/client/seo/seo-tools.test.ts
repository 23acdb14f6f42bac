import { describe, expect, it } from 'vitest';
import { seoToolsFor } from './seo-tools';

describe('seoToolsFor', () => {
  it('points every tool at the page or the site being looked at', () => {
    const tools = seoToolsFor(new URL('https://schools.example.org/schools/france?q=lyon'), 'Schools Abroad');
    const href = (key: string) => tools.find((tool) => tool.key === key)?.href;
    expect(href('siteSearch')).toBe('https://www.google.com/search?q=site%3Aschools.example.org');
    expect(href('pageSpeed')).toBe(
      'https://pagespeed.web.dev/analysis?url=https%3A%2F%2Fschools.example.org%2Fschools%2Ffrance%3Fq%3Dlyon',
    );
    expect(href('searchConsole')).toBe(
      'https://search.google.com/search-console?resource_id=https%3A%2F%2Fschools.example.org%2F',
    );
    expect(href('keywords')).toContain('q=Schools%20Abroad');
    expect(tools.map((tool) => tool.key)).toEqual([
      'siteSearch',
      'pageSpeed',
      'sharingDebugger',
      'cardValidator',
      'searchConsole',
      'keywords',
      'domain',
    ]);
  });
});
