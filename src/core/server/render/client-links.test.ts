import { describe, expect, it } from 'vitest';
import { clientLinks, type Manifest } from './client-links';

const TEMPLATE =
  '<head><script type="module" crossorigin src="/assets/entry.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/initial.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/initial.css"></head>';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/entry.js', imports: ['_initial.js'], css: ['assets/initial.css'] },
  '_initial.js': { file: 'assets/initial.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_initial.js'], css: ['assets/shared.css'] },
  'src/home-route.tsx': { file: 'assets/home.js', imports: ['_initial.js', '_shared.js'] },
  'src/list-route.tsx': {
    file: 'assets/list.js',
    imports: ['_shared.js'],
    css: ['assets/list.css'],
  },
  'src/footer-block.tsx': { file: 'assets/footer.js', imports: ['_shared.js'] },
};

describe("a page's links to its browser files", () => {
  const linksOf = clientLinks(MANIFEST, TEMPLATE);

  it('names its modules, what they import and their stylesheets, stylesheets first', () => {
    expect(linksOf(['src/list-route.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/list.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/shared.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/list.js" fetchpriority="low">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared.js" fetchpriority="low">',
    );
  });

  it('names each file once, and none the template names', () => {
    const links = linksOf(['src/home-route.tsx', 'src/footer-block.tsx']);
    expect(links.match(/shared\.js/g)).toHaveLength(1);
    expect(links).not.toContain('initial');
    expect(links).not.toContain('entry');
    expect(links).toContain('/assets/home.js');
    expect(links).toContain('/assets/footer.js');
  });

  it('names nothing for a module the build does not know (a development render)', () => {
    expect(linksOf([])).toBe('');
    expect(linksOf(['src/unknown-route.tsx'])).toBe('');
  });
});
