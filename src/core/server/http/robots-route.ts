import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../module';
import { enabledAmong } from '../modules';
import type { SettingsService } from '../settings/settings-service';

// The shell's own pages no crawler should visit: the console, the setup, the debug pages, the
// API, and the account pages (personal, or reached from an emailed link).
const SHELL_DISALLOW = [
  '/_admin',
  '/_setup',
  '/_debug',
  '/api/',
  '/profile',
  '/close',
  '/logout',
  '/activate-account/',
  '/validate-email/',
  '/password-reset/',
];

/**
 * The text of robots.txt. Indexation off (ENABLE_SEO_INDEX): everything is disallowed. On:
 * everything but the private pages, and a `Sitemap:` line per enabled module that has one.
 */
export function robotsText(options: {
  indexable: boolean;
  siteUrl: string;
  modules: readonly Pick<ServerModule, 'robots'>[];
}): string {
  if (!options.indexable) return 'User-agent: *\nDisallow: /\n';
  const disallow = [
    ...new Set([...SHELL_DISALLOW, ...options.modules.flatMap((m) => m.robots?.disallow ?? [])]),
  ];
  // Longer paths win over shorter ones (RFC 9309): these open a part of a disallowed path again.
  const allow = options.modules.flatMap((m) => m.robots?.allow ?? []);
  const sitemaps = options.modules.flatMap((m) => (m.robots?.sitemapPath ? [m.robots.sitemapPath] : []));
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    ...allow.map((path) => `Allow: ${path}`),
    ...(sitemaps.length ? ['', ...sitemaps.map((path) => `Sitemap: ${options.siteUrl}${path}`)] : []),
    '',
  ].join('\n');
}

/**
 * `/robots.txt`, served by the core so that it exists whichever modules are on; the modules
 * add their sitemaps and private paths through their manifest's `robots`.
 */
export function mountRobotsRoute(
  app: FastifyInstance,
  settings: SettingsService,
  modules: ServerModule[],
): void {
  app.get('/robots.txt', async (_request, reply) => {
    const [indexable, url, enabled] = await Promise.all([
      settings.get<boolean>('ENABLE_SEO_INDEX'),
      settings.get<string>('WEBSITE_URL'),
      enabledAmong(modules, settings),
    ]);
    const text = robotsText({
      indexable: indexable === true,
      siteUrl: (typeof url === 'string' ? url.trim() : '').replace(/\/+$/, ''),
      modules: enabled,
    });
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
  });
}
