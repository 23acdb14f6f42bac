import { describe, expect, it } from 'vitest';
import { clientLinks, type Manifest, templateScripts } from './client-links';

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

  it('names its modules’ stylesheets, and their scripts after the template’s, entry first', () => {
    expect(linksOf(['src/list-route.tsx'])).toEqual({
      styles:
        '<link rel="stylesheet" crossorigin href="/assets/list.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/shared.css">',
      scripts: ['/assets/entry.js', '/assets/initial.js', '/assets/list.js', '/assets/shared.js'],
    });
  });

  it('names each file once, and none the template names', () => {
    const { styles, scripts } = linksOf(['src/home-route.tsx', 'src/footer-block.tsx']);
    expect(scripts.filter((file) => file.includes('shared'))).toHaveLength(1);
    expect(scripts.filter((file) => file.includes('initial'))).toHaveLength(1);
    expect(styles).not.toContain('initial');
    expect(scripts).toContain('/assets/home.js');
    expect(scripts).toContain('/assets/footer.js');
  });

  it('names only the template’s scripts for a module the build does not know (a development render)', () => {
    expect(linksOf([])).toEqual({ styles: '', scripts: ['/assets/entry.js', '/assets/initial.js'] });
    expect(linksOf(['src/unknown-route.tsx']).styles).toBe('');
  });
});

describe('the built template, its scripts taken out to load after the first paint', () => {
  it('keeps its stylesheet and lists the entry, then the chunks it preloaded', () => {
    const { template, scripts } = templateScripts(TEMPLATE);
    expect(template).toBe('<head><link rel="stylesheet" crossorigin href="/assets/initial.css"></head>');
    expect(scripts).toEqual(['/assets/entry.js', '/assets/initial.js']);
  });
});
