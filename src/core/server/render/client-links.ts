/**
 * A page's browser files: the chunks of the lazily loaded modules it is made of (its page, the
 * frame's blocks) with everything they import, and their stylesheets. Without them a phone
 * fetched the entry, ran it, and only then learnt which page chunks to ask for (a round trip and
 * the entry's run later), and Vite's loader added each `<link>` to the page from script, a tenth
 * of a second on a phone's main thread; it leaves alone the files already named. The stylesheets
 * go in the <head> and style the server's HTML from its first paint; the scripts load, all at
 * once, after that paint (`scriptsAfterFirstPaint`, decision 113).
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

/**
 * A page's browser files: the stylesheets its <head> names (its first paint waits for them), and
 * the scripts it loads once it has painted (`scriptsAfterFirstPaint`), the entry first.
 */
export interface PageLinks {
  styles: string;
  scripts: readonly string[];
}

/** The entry's `<script>` and the `<link rel="modulepreload">`s of a built template. */
const TEMPLATE_SCRIPT =
  /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>\s*|<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">\s*/g;

/**
 * The built template without its scripts, and those scripts (the entry first, then the chunks
 * it imports), which a page loads after its first paint (decision 113).
 */
export function templateScripts(template: string): { template: string; scripts: string[] } {
  const entry: string[] = [];
  const preloads: string[] = [];
  const rest = template.replace(TEMPLATE_SCRIPT, (_tag, script?: string, preload?: string) => {
    if (script) entry.push(script);
    if (preload) preloads.push(preload);
    return '';
  });
  return { template: rest, scripts: [...entry, ...preloads] };
}

/**
 * `sources` (manifest keys) → the page's links (`PageLinks`): the stylesheets of their files the
 * template does not name, with those alone of `styledSources` (islands: their scripts load once
 * the page hydrates), and the template's scripts followed by their chunks.
 */
export function clientLinks(
  manifest: Manifest,
  template: string,
): (sources: readonly string[], styledSources?: readonly string[]) => PageLinks {
  const named = namedIn(template);
  const entryScripts = templateScripts(template).scripts;
  const bySources = new Map<string, PageLinks>();
  return (sources, styledSources = []) => {
    const key = `${sources.join('\n')}\n\n${styledSources.join('\n')}`;
    let links = bySources.get(key);
    if (links === undefined) {
      const { scripts, styles } = filesOf(manifest, sources);
      const islandStyles = filesOf(manifest, styledSources).styles;
      links = {
        styles: [...new Set([...styles, ...islandStyles])]
          .filter((file) => !named.has(file))
          .map(stylesheet)
          .join(''),
        scripts: [...entryScripts, ...scripts.filter((file) => !named.has(file)).map((file) => `/${file}`)],
      };
      // Pages of a kind load the same modules: a handful of sets, bounded against the unforeseen.
      if (bySources.size >= 500) bySources.clear();
      bySources.set(key, links);
    }
    return links;
  };
}
