import { sql } from 'kysely';

/** count(*) as a plain number on every driver. */
export const countAll = () => sql<number>`count(*)::int`;
