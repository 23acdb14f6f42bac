import { describe, expect, it } from 'vitest';
import { withRememberedPreferences } from './remembered-preferences';

const CURRENCY = { name: 'currency', pages: (pathname: string) => pathname.startsWith('/schools') };
const FAMILY = { name: 'children' };

describe('a link with the visitor’s remembered preferences', () => {
  const remembered = { currency: 'EUR', children: '2015-09-01,7' };
  const link = (to: Parameters<typeof withRememberedPreferences>[0]) =>
    withRememberedPreferences(to, [CURRENCY, FAMILY], remembered);

  it('gains the currency on a page that reads it, after its own query as written', () => {
    expect(link('/schools')).toBe('/schools?currency=EUR');
    expect(link('/schools/singapore?curriculums=ib,a-level#list')).toBe(
      '/schools/singapore?curriculums=ib,a-level&currency=EUR#list',
    );
    expect(link({ pathname: '/schools', search: '?q=harbour' })).toEqual({
      pathname: '/schools',
      search: '?q=harbour&currency=EUR',
    });
  });

  it('is left as it is elsewhere, with a currency of its own, relative, or with nothing remembered', () => {
    expect(link('/countries')).toBe('/countries');
    expect(link('/schools?currency=GBP')).toBe('/schools?currency=GBP');
    expect(link('?currency=')).toBe('?currency=');
    expect(link({ search: '?page=2' })).toEqual({ search: '?page=2' });
    expect(withRememberedPreferences('/schools', [CURRENCY], {})).toBe('/schools');
  });

  it('never puts in a preference that is only offered (a family)', () => {
    expect(link('/schools')).not.toContain('children');
  });
});
