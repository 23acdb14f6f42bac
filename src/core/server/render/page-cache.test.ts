import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeFeed, pgliteChangeFeed } from '../db/change-feed';
import { withNonce } from './kept-page-bytes';
import { type CachedPage, PageCache } from './page-cache';

const TABLES = new Set(['school', 'school_fee', 'setting', 'blog_post']);
const NONCE = 'bm9uY2Ugb2YgdGhlIHRlc3Q=';
const html = (text: string, nonce = NONCE) =>
  Buffer.from(`<html><script nonce="${nonce}"></script>${text}</html>`);
const bodyOf = (page: CachedPage | undefined) => page && withNonce(page.parts, NONCE).toString();

describe('page cache', () => {
  let pglite: PGlite;
  let feed: ChangeFeed;
  beforeAll(async () => {
    pglite = await PGlite.create();
    feed = await pgliteChangeFeed(pglite);
  });
  afterAll(async () => {
    await feed.close();
    await pglite.close();
  });
  /** What a table's trigger sends when a transaction that wrote it commits. */
  const tableChanged = (table: string) => pglite.query(`select pg_notify('app_changes', 'table:${table}')`);
  const render = (cache: PageCache, key: string, words: string[], text = key) =>
    cache.put(key, cache.startRender(), { status: 200, body: html(text), nonce: NONCE, words });

  it('keeps a page until a table it read changes, and only those pages', async () => {
    const cache = new PageCache(feed, TABLES, { maxBytes: 1_000_000 });
    render(cache, 'school', ['select', 'school', 'school_fee', 'id']);
    render(cache, 'blog', ['blog_post']);
    expect([...(cache.get('school')?.tables ?? [])].sort()).toEqual(['school', 'school_fee', 'setting']);
    await tableChanged('school_fee');
    expect(cache.get('school')).toBeUndefined();
    expect(bodyOf(cache.get('blog'))).toBe(html('blog').toString());
    // Settings are read from their own cache, not the database: every page depends on them.
    await tableChanged('setting');
    expect(cache.get('blog')).toBeUndefined();
  });

  it('does not keep a render that a change overtook', async () => {
    const cache = new PageCache(feed, TABLES, { maxBytes: 1_000_000 });
    const renderedAt = cache.startRender();
    await tableChanged('school');
    expect(
      cache.put('late', renderedAt, { status: 200, body: html('old'), nonce: NONCE, words: ['school'] }),
    ).toBeUndefined();
    expect(cache.get('late')).toBeUndefined();
    const next = render(cache, 'late', ['school'], 'new');
    expect(cache.get('late')).toBe(next);
  });

  it('gives the same weak ETag to the same page whatever its nonce, and a new one to new bytes', () => {
    const cache = new PageCache(feed, TABLES, { maxBytes: 1_000_000 });
    const a = render(cache, 'a', [], 'same')!;
    const other = 'b3RoZXIgbm9uY2UgaGVyZSE=';
    const b = cache.put('b', cache.startRender(), {
      status: 200,
      body: html('same', other),
      nonce: other,
      words: [],
    })!;
    const c = render(cache, 'c', [], 'other')!;
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(b.etag).toBe(a.etag);
    expect(c.etag).not.toBe(a.etag);
  });

  it('forgets the least used pages beyond its memory', () => {
    const cache = new PageCache(feed, TABLES, { maxBytes: 1_000 });
    for (let i = 0; i < 10; i++) render(cache, `page ${i}`, [], 'x'.repeat(200));
    expect(cache.get('page 0')).toBeUndefined();
    expect(cache.get('page 9')).toBeDefined();
  });
});
