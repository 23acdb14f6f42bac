import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@/core/server/config';
import type { Database } from '../database';
import { removeBackupToken, writeBackupToken } from './backup-token';
import { writeBackup } from './write-backup';

export const BACKUP_PATH = '/api/backup';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * From this machine, not relayed: a loopback address, or the machine's own address when the
 * server listens on another; a proxy in front adds forwarding headers and is refused.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] || request.headers.forwarded) return false;
  const { remoteAddress, localAddress } = request.socket;
  if (!remoteAddress) return false;
  const address = remoteAddress.replace(/^::ffff:/, '');
  return address === '::1' || address.startsWith('127.') || remoteAddress === localAddress;
}

/**
 * `GET /api/backup` on PGlite: a second process cannot open the locked data directory, so the
 * server that holds it writes the backup (`npm run backup` calls this). The caller presents the
 * token the server wrote into DATA_DIR at start. The backup goes to a file first and is sent
 * from there: the single embedded connection is held for the reading only, not for as long as
 * the client takes to download. On PostgreSQL the script reads the database itself.
 */
export function mountBackupRoute(app: FastifyInstance, database: Database, config: Config): void {
  if (database.engine !== 'pglite') return;
  const token = writeBackupToken(config.DATA_DIR);
  app.addHook('onClose', async () => removeBackupToken(config.DATA_DIR, token));
  app.get(BACKUP_PATH, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.status(404).send({ success: false, code: 'not.found' });
    const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!presented)
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, code: 'user.not.authorized' });
    if (!timingSafeEqual(digest(presented), digest(token)))
      return reply.status(403).send({ success: false, code: 'user.not.authorized' });

    const file = path.join(config.DATA_DIR, `.backup-${randomBytes(8).toString('hex')}.tmp`);
    const started = performance.now();
    try {
      const summary = await writeBackup(database, fs.createWriteStream(file, { mode: 0o600, flags: 'wx' }));
      request.log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'backup written');
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw error;
    }
    const stream = fs.createReadStream(file);
    stream.on('close', () => fs.rmSync(file, { force: true }));
    const name = `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
