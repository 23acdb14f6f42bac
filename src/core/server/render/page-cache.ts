import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed';
import { TABLE_TOPIC_PREFIX } from '../db/change-triggers';
import { cutAtNonce, deflateParts } from './kept-page-bytes';

/**
 * The longest a page is kept even if nothing it read changed: bounds what depends on the clock
 * rather than the database (the year in the footer, the current academic year).
 */
const MAX_AGE_MS = 60 * 60 * 1000;
/** Settings are read from the settings cache, not the database, yet every page shows some. */
const ALWAYS_READ = ['setting'];

/** A page as it was served to an anonymous visitor, with what it was made from. */
export interface CachedPage {
  status: number;
  /**
   * The HTML cut where its nonce stood: each response joins the parts with a nonce of its own
   * (`kept-page-bytes.ts`). Their deflated copies follow once asked for (`compressKeptPage`).
   */
  parts: readonly Buffer[];
  deflated?: readonly Buffer[];
  /** The deflated copy is under way. */
  compressing: boolean;
  /** Weak, and of the parts without the nonce: the same page whatever nonce and encoding. */
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
      // The HTML and, once asked for, its compressed copy (about a sixth of it).
      sizeCalculation: (page, key) =>
        Math.ceil(page.parts.reduce((bytes, part) => bytes + part.length, 0) * 1.2) + key.length,
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
   * Keeps a rendered page, given the nonce its render gave its scripts and the words of the SQL
   * it ran (`QueryTrace`). Returns the entry, or undefined when something it read changed during
   * the render.
   */
  put(
    key: string,
    renderedAt: number,
    page: { status: number; body: Buffer; nonce: string; words: Iterable<string> },
  ) {
    const tables = new Set(ALWAYS_READ);
    for (const word of page.words) if (this.tables.has(word)) tables.add(word);
    const parts = cutAtNonce(page.body, page.nonce);
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    const entry: CachedPage = {
      status: page.status,
      parts,
      compressing: false,
      etag: `W/"${hash.digest('base64url').slice(0, 27)}"`,
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
 * Makes the kept page's deflated copy, once, in libuv's thread pool, when a visitor first asks
 * for it kept: a page rendered for one visitor and never asked again (most of a crawl) costs no
 * compression beyond its own response's.
 */
export function compressKeptPage(page: CachedPage): void {
  if (page.deflated || page.compressing) return;
  page.compressing = true;
  deflateParts(page.parts).then(
    (deflated) => {
      page.deflated = deflated;
    },
    () => {
      page.compressing = false;
    },
  );
}
