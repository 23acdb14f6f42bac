import { randomBytes } from 'node:crypto';
import type { ChangeFeed } from '../../../../core/server/db/change-feed';
import { OPEN_DATA_TABLES } from './open-data-repository';

/**
 * The version of what the exports show, known without reading a school: a number this
 * process raises whenever the change feed reports a committed write to a table the export
 * reads (the database's own triggers report every write), or may have missed some. The
 * version is taken before an export starts reading, so a file is never older than its ETag.
 *
 * Each process counts for itself, from a random start: another process (or this one after a
 * restart) gives other tags, and a client revalidating there downloads once more. Never stale.
 */
export class OpenDataVersion {
  private readonly start = randomBytes(6).toString('base64url');
  private generation = 0;
  readonly stop: () => void;

  constructor(changes: ChangeFeed) {
    const topics = new Set<string>([...OPEN_DATA_TABLES.map((table) => `table:${table}`), 'settings']);
    this.stop = changes.subscribeAll((topic) => {
      if (topic === null || topics.has(topic)) this.generation += 1;
    });
  }

  /** A weak tag (the bytes differ with their compression): the same while the data stays. */
  etag(format: string): string {
    return `W/"${format}-${this.start}-${this.generation}"`;
  }
}

/** Whether `If-None-Match` names the tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
