import type { ColumnType } from 'kysely';

type Json = ColumnType<unknown, unknown, never>;

// A type alias, not an interface: Kysely's withTables<T>() needs it.
export type AuditTables = {
  audit_log: {
    id: string;
    actor_id: string | null;
    actor_email: string | null;
    entity: string;
    entity_id: string | null;
    action: string;
    before: Json;
    after: Json;
    created_at: ColumnType<Date, never, never>;
  };
};
