import { v7 as uuidv7 } from 'uuid';
import type { Db } from '@/core/server/db/database';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { insertAuditEntry } from './audit-log-repository';

/** One admin write: who did what to which record, with the record before and after. */
export interface AuditEntry {
  entity: string;
  entityId: string | null;
  /** `create`, `update`, `import`, or a bulk action's name (`lock`, `delete`…). */
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Who is writing: the signed-in user of the request, or nobody (a script). */
export type AuditActor = Pick<GraphQLContext, 'user'>;

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Records an admin write. Call it with the transaction of the write itself, so the trail and
 * the change are kept or lost together.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const before = asJson(entry.before);
  const after = asJson(entry.after);
  await insertAuditEntry(db, {
    id: uuidv7(),
    actor_id: actor.user?.id ?? null,
    actor_email: actor.user?.email ?? null,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    before,
    after,
  });
}
