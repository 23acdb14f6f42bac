import fs from 'node:fs';
import path from 'node:path';
import type { GraphQLContext } from '../graphql/context';
import { CloudinaryImageHost } from '../images/cloudinary-image-host';
import { ImageService } from '../images/image-service';
import {
  type AppliedMigration,
  appliedMigrations,
  databaseSize,
  databaseVersion,
  pendingOutboxCount,
} from './system-info-repository';

export interface SystemInfo {
  appVersion: string;
  nodeVersion: string;
  /** `PGlite` (embedded) or `PostgreSQL server`. */
  databaseEngine: string;
  databaseVersion: string;
  databaseSizeBytes: number;
  migrations: AppliedMigration[];
  uptimeSeconds: number;
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  mailProvider: string;
  /** `cloudinary`, `local` or `none`. */
  imageHost: string;
  pendingOutbox: number;
}

const PACKAGE_JSON = new URL('../../../../package.json', import.meta.url);
let appVersion: string | undefined;

function readAppVersion(): string {
  appVersion ??= (JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')) as { version?: string }).version ?? '';
  return appVersion;
}

/** Which image host serves uploads now, by the same rule the image routes use. */
async function imageHostName(context: GraphQLContext): Promise<string> {
  const images = new ImageService({
    db: context.db,
    settings: context.settings,
    localDir: path.join(context.config.DATA_DIR, 'images'),
  });
  const host = await images.host();
  if (!host) return 'none';
  return host instanceof CloudinaryImageHost ? 'cloudinary' : 'local';
}

/** What the system info page shows; read fresh on each call. */
export async function systemInfo(context: GraphQLContext): Promise<SystemInfo> {
  const [version, size, migrations, pending, mailProvider, imageHost] = await Promise.all([
    databaseVersion(context.db),
    databaseSize(context.db),
    appliedMigrations(context.db),
    pendingOutboxCount(context.db),
    context.mail.provider().then((provider) => provider.name),
    imageHostName(context),
  ]);
  const memory = process.memoryUsage();
  return {
    appVersion: readAppVersion(),
    nodeVersion: process.version,
    databaseEngine: context.engine === 'pglite' ? 'PGlite' : 'PostgreSQL server',
    databaseVersion: version,
    databaseSizeBytes: size,
    migrations,
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
    mailProvider,
    imageHost,
    pendingOutbox: pending,
  };
}
