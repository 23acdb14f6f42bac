/**
 * In the server build each module of ours exports its source path under this name
 * (`vite.config.ts`), e.g. `src/modules/openschool/client/home/home-route.tsx`: the server reads it
 * from the lazily loaded modules its render used (a page, a block of the frame), and finds their
 * files in the browser build's manifest, so that the page names them in its <head>
 * (`clientLinks`, src/core/server/render/client-links.ts).
 */
export const CLIENT_SOURCE_EXPORT = '__clientSource';

/** The source path a module of the server build names, if it names one (not in development). */
export function clientSourceOf(module: object): string | undefined {
  const source = (module as Record<string, unknown>)[CLIENT_SOURCE_EXPORT];
  return typeof source === 'string' ? source : undefined;
}
