import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed';
import { TABLE_TOPIC_PREFIX } from '../db/change-triggers';

/**
 * The longest a page is kept even if nothing it read changed: bounds what depends on the clock
 * rather than the database (the year in the footer, the current academic year).
 */
const MAX_AGE_MS = 60 * 60 * 1000;
/** Settings are read from the settings cache, not the database, yet every page shows some. */
const ALWAYS_READ = ['setting'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page as it was served to an anonymous visitor, with what it was made from. */
export interface CachedPage {
  status: number;
  /** The HTML, uncompressed; `br` and `gzip` follow once asked for (`compressKeptPage`). */
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The copies under way. */
  compressing: Set<'br' | 'gzip'>;
  /** The page's Content-Security-Policy: its nonce is in the HTML, so it goes with it. */
  policy: string | undefined;
  /** Weak: the same HTML may go out in several encodings. */
  etag: string;
  lastModified: Date;
  /** The tables the render read. */
  tables: readonly string[];
  /** The cache's clock when the render began. */
  renderedAt: number;
}

/**
 * Server-rendered pages of anonymous visitors, kept until a table one of them read changes.
 * Every table announces its writes through the change feed (in every process), so invalidation
 * is exact at the level of tables: a page is dropped when, and only when, something it read may
 * have changed. A render records the clock when it begins; a change that arrives during the
 * render makes its result stale before it is ever served.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private clock = 0;
  /** The clock at each table's latest change. */
  private readonly changedAt = new Map<string, number>();
  /** The clock when anything may have changed (the feed lost its connection for a while). */
  private everythingChangedAt = 0;

  constructor(
    changes: ChangeFeed,
    private readonly tables: ReadonlySet<string>,
    options: { maxBytes: number },
  ) {
    this.pages = new LRUCache({
      maxSize: options.maxBytes,
      // The HTML and, once asked for, its two compressed copies (about a fifth of it each).
      sizeCalculation: (page, key) => Math.ceil(page.body.length * 1.4) + key.length,
      ttl: MAX_AGE_MS,
    });
    changes.subscribeAll((topic) => {
      if (topic === null) this.everythingChangedAt = ++this.clock;
      else if (topic.startsWith(TABLE_TOPIC_PREFIX))
        this.changedAt.set(topic.slice(TABLE_TOPIC_PREFIX.length), ++this.clock);
    });
  }

  /** Call before a render reads anything; hand the result to `put`. */
  startRender(): number {
    return ++this.clock;
  }

  /** The page kept under `key`, unless something it read changed since it was rendered. */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (this.isCurrent(page)) return page;
    this.pages.delete(key);
    return undefined;
  }

  /**
   * Keeps a rendered page, given the words of the SQL its render ran (`QueryTrace`). Returns
   * the entry, or undefined when something it read changed during the render.
   */
  put(
    key: string,
    renderedAt: number,
    page: { status: number; body: Buffer; policy?: string | undefined; words: Iterable<string> },
  ) {
    const tables = new Set(ALWAYS_READ);
    for (const word of page.words) if (this.tables.has(word)) tables.add(word);
    const entry: CachedPage = {
      status: page.status,
      body: page.body,
      policy: page.policy,
      compressing: new Set(),
      etag: `W/"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`,
      lastModified: new Date(),
      tables: [...tables],
      renderedAt,
    };
    if (!this.isCurrent(entry)) return undefined;
    this.pages.set(key, entry);
    return entry;
  }

  forget(key: string): void {
    this.pages.delete(key);
  }

  private isCurrent(page: CachedPage): boolean {
    if (this.everythingChangedAt > page.renderedAt) return false;
    return page.tables.every((table) => (this.changedAt.get(table) ?? 0) < page.renderedAt);
  }
}

/**
 * Makes the kept page's copy in `encoding`, once, in libuv's thread pool, when a visitor first
 * asks for it kept: a page rendered for one visitor and never asked again (most of a crawl)
 * costs no compression beyond its own response's.
 */
export function compressKeptPage(page: CachedPage, encoding: 'br' | 'gzip'): void {
  if (page[encoding] || page.compressing.has(encoding)) return;
  page.compressing.add(encoding);
  const made =
    encoding === 'br'
      ? brotli(page.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzip(page.body, { level: 6 });
  made.then(
    (bytes) => {
      page[encoding] = bytes;
    },
    () => page.compressing.delete(encoding),
  );
}
