/**
 * The <link>s that name a page's browser files in its <head>: the chunks of the lazily loaded
 * modules it is made of (its page, the frame's blocks) with everything they import, and their
 * stylesheets. Without them a phone fetched the entry, ran it, and only then learnt which page
 * chunks to ask for (a round trip and the entry's run later), and Vite's loader added each
 * `<link>` to the page from script, a tenth of a second on a phone's main thread; it leaves alone
 * the files already named. A stylesheet named here also styles the server's HTML from its first
 * paint, instead of once the page's chunk had loaded it.
 */

/** An entry of the browser build's manifest (`.vite/manifest.json`), keyed by source path. */
interface ManifestChunk {
  file: string;
  /** The source path, for a chunk made from one of ours. */
  src?: string;
  imports?: string[];
  css?: string[];
  /** Loaded by an `import()`. */
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The files the template names already (the entry, its chunks, its stylesheet). */
function namedIn(template: string): Set<string> {
  return new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!));
}

/**
 * The browser files of these modules (manifest keys): their chunks with every chunk they import,
 * and those chunks' stylesheets, each once. The budget of a page's first script counts the same
 * (bench/bundle-size.ts).
 */
export function filesOf(
  manifest: Manifest,
  sources: readonly string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

const stylesheet = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
// The scripts at a low priority: the stylesheets and the page's HTML first, which the first paint
// waits for, then the scripts, long before the entry would have asked for them.
const script = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`;

/**
 * `sources` (manifest keys) → the `<link>`s of their files the template does not name, with the
 * stylesheets alone of `styledSources` (islands: their scripts load once the page hydrates).
 */
export function clientLinks(
  manifest: Manifest,
  template: string,
): (sources: readonly string[], styledSources?: readonly string[]) => string {
  const named = namedIn(template);
  const bySources = new Map<string, string>();
  return (sources, styledSources = []) => {
    const key = `${sources.join('\n')}\n\n${styledSources.join('\n')}`;
    let links = bySources.get(key);
    if (links === undefined) {
      const { scripts, styles } = filesOf(manifest, sources);
      const islandStyles = filesOf(manifest, styledSources).styles;
      links = [
        ...[...new Set([...styles, ...islandStyles])].filter((file) => !named.has(file)).map(stylesheet),
        ...scripts.filter((file) => !named.has(file)).map(script),
      ].join('');
      // Pages of a kind load the same modules: a handful of sets, bounded against the unforeseen.
      if (bySources.size >= 500) bySources.clear();
      bySources.set(key, links);
    }
    return links;
  };
}
