import type { Config } from './config';

/** Where a person on this machine opens the site: `localhost` for a server listening everywhere. */
export function localSiteUrl(config: Pick<Config, 'HOST'>, port: number): string {
  const everywhere = config.HOST === '0.0.0.0' || config.HOST === '::' || config.HOST === '';
  const host = everywhere ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${port}/`;
}
