import fs from 'node:fs/promises';
import type { Db } from '../db/database';
import type { MailService } from '../mail/mail-service';
import { databaseAnswers } from './setup-repository';

export interface SetupChecks {
  databaseEngine: 'pglite' | 'postgres';
  databaseReachable: boolean;
  dataDir: string;
  dataDirWritable: boolean;
  /** outbox (stored, readable in the admin), smtp or mailjet. */
  mailProvider: string;
}

/** The welcome step's checks: the database answers, the data directory takes files, which mailer sends. */
export async function runSetupChecks(deps: {
  db: Db;
  engine: 'pglite' | 'postgres';
  dataDir: string;
  mail: MailService;
}): Promise<SetupChecks> {
  const [databaseReachable, dataDirWritable, provider] = await Promise.all([
    databaseAnswers(deps.db),
    writable(deps.dataDir),
    deps.mail.provider(),
  ]);
  return {
    databaseEngine: deps.engine,
    databaseReachable,
    dataDir: deps.dataDir,
    dataDirWritable,
    mailProvider: provider.name,
  };
}

/** Writes and removes a probe file: permissions alone do not say whether the disk takes a write. */
async function writable(dir: string): Promise<boolean> {
  const probe = `${dir}/.setup-probe-${process.pid}`;
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe);
    return true;
  } catch {
    return false;
  }
}
