import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { DemoAuthor } from './demo-history';
import { demoMembers } from './demo-members';

// PostgreSQL's wire protocol numbers bind parameters with 16 bits: at most 65,535 per statement.
const MAX_PARAMETERS = 65_535;

/**
 * Writes rows with as few multi-row INSERTs as the parameter limit allows (rows × columns ≤
 * 65,535 per statement).
 */
export async function insertChunked<Row extends object>(
  rows: readonly Row[],
  write: (chunk: Row[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = rows.reduce((most, row) => Math.max(most, Object.keys(row).length), 1);
  const perStatement = Math.floor(MAX_PARAMETERS / columns);
  for (let start = 0; start < rows.length; start += perStatement) {
    await write(rows.slice(start, start + perStatement));
  }
}

/**
 * The demo members of this seed, created when missing (an address already there keeps its
 * account; a member whose username an account has already is left out): their ids and
 * addresses, in the seed's order.
 */
export async function ensureDemoMembers(
  db: Db,
  seed: number,
  count: number,
  now: Date,
): Promise<DemoAuthor[]> {
  const users = db.withTables<AuthTables>();
  const rows = demoMembers(seed, count, now);
  await insertChunked(rows, (chunk) =>
    users
      .insertInto('app_user')
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );
  const byEmail = new Map<string, string>();
  for (let start = 0; start < rows.length; start += 1_000) {
    const emails = rows.slice(start, start + 1_000).map((row) => row.email);
    const found = await users
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('email', 'in', emails)
      .execute();
    for (const row of found) byEmail.set(row.email, row.id);
  }
  return rows.flatMap((row) => {
    const id = byEmail.get(row.email);
    return id ? [{ id, email: row.email }] : [];
  });
}
