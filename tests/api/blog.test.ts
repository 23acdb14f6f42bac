import type { TypedDocumentNode } from '@urql/core';
import type { ResultOf, VariablesOf } from 'gql.tada';
import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import { insertBlogPost } from '@/modules/blog/server/admin/blog-post-admin-repository';
import type { BlogPostTable, BlogTables } from '@/modules/blog/server/tables';
import { blogPostInputSchema } from '@/modules/blog/shared/blog-post-schemas';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const POSTS = graphql(`query ($page: Int, $limit: Int, $lang: String) {
  blogPosts(page: $page, limit: $limit, lang: $lang) {
    pageInfo { count limit page } items { _id slug title summary body language publishedAt author }
  }
}`);
const POST = graphql(
  'query ($slug: String!) { blogPost(slug: $slug) { _id slug title summary body language publishedAt author } }',
);

const ADMIN_POST = adminGraphql(`fragment BlogTestAdminPost on BlogPost {
  _id slug title summary body language publishedAt author version status authorEmail createdAt updatedAt
}`);
const CREATE = adminGraphql(
  `mutation ($input: JSON!) {
    adminCreateBlogPost(input: $input) {
      success code field fieldErrors { field code } item { ...BlogTestAdminPost }
    }
  }`,
  [ADMIN_POST],
);
const UPDATE = adminGraphql(
  `mutation ($id: ID!, $version: Int!, $input: JSON!) {
    adminUpdateBlogPost(id: $id, version: $version, input: $input) {
      success code field fieldErrors { field code } item { ...BlogTestAdminPost }
    }
  }`,
  [ADMIN_POST],
);
const READ = adminGraphql('query ($id: ID!) { adminBlogPost(id: $id) { ...BlogTestAdminPost } }', [
  ADMIN_POST,
]);
const LIST = adminGraphql(
  `query ($list: AdminListInput) {
    adminBlogPosts(list: $list) { pageInfo { count } items { ...BlogTestAdminPost } }
  }`,
  [ADMIN_POST],
);
const BULK = adminGraphql(
  'mutation ($action: String!, $ids: [ID!]!) { adminBlogPostsBulk(action: $action, ids: $ids) { success code count } }',
);
const IMPORT = adminGraphql(`mutation ($format: AdminFileFormat!, $content: String!, $commit: Boolean!) {
  adminImportBlogPosts(format: $format, content: $content, commit: $commit) {
    success code committed created updated rows { line action id errors { field code } }
  }
}`);
const EXPORT = adminGraphql(`query ($list: AdminListInput, $format: AdminFileFormat!) {
  adminBlogPostsExport(list: $list, format: $format) { content count }
}`);
const DASHBOARD = adminGraphql('{ adminDashboard { stats { label total weekly link } } }');

type AdminPost = ResultOf<typeof ADMIN_POST>;

let sequence = 0;
const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)} ${sequence}`;
};
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Inserts a post with unique, valid defaults (published an hour ago); any column can be overridden. */
async function buildPost(db: Db, overrides: Partial<Insertable<BlogPostTable>> = {}) {
  const title = overrides.title ?? unique('Moving to Lisbon with children');
  return db
    .withTables<BlogTables>()
    .insertInto('blog_post')
    .values({
      id: uuidv7(),
      slug: slugOf(title),
      title,
      summary: 'What to sort out before the move.',
      body: 'Intro.\n\n## Schools\nApply early.',
      language: 'en',
      status: 'published',
      published_at: minutesAgo(60),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const draftInput = (title: string, changes: Record<string, unknown> = {}) => ({
  title,
  slug: '',
  summary: 'A short summary of the guide.',
  body: 'First paragraph.\n\n## A heading\nMore text.',
  language: 'en',
  status: 'draft',
  ...changes,
});

describe.each(ENGINES)('blog on %s', (engine) => {
  let api: TestApp;
  let cookie: string;
  beforeAll(async () => {
    api = await startTestApp(engine, { ENABLE_BLOG: 'true' });
    cookie = await signedInWith(api, ['BlogPost']);
  });
  afterAll(() => api.close());

  const posts = (variables: VariablesOf<typeof POSTS>) => api.graphql(POSTS, { variables });
  const post = async (slug: string) => (await api.graphql(POST, { variables: { slug } })).data?.blogPost;
  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables?: V) =>
    api.admin(cookie, document, variables);
  const create = async (input: Record<string, unknown>) =>
    (await admin(CREATE, { input })).data!.adminCreateBlogPost;
  const update = async (target: AdminPost, input: Record<string, unknown>, version = target.version) =>
    (await admin(UPDATE, { id: target._id, version, input })).data!.adminUpdateBlogPost;
  const read = async (id: string) => (await admin(READ, { id })).data!.adminBlogPost;

  it('lists published posts newest first, a page at a time, in one language or all', async () => {
    // Latvian is used by this test only, so its counts are exact.
    for (let i = 0; i < 5; i++) {
      await buildPost(api.database.db, {
        title: `Riga guide ${i} ${unique('lv')}`,
        language: 'lv',
        published_at: minutesAgo(50 - i),
      });
    }
    await buildPost(api.database.db, {
      title: unique('Riga draft'),
      language: 'lv',
      status: 'draft',
      published_at: null,
    });
    const first = await posts({ lang: 'lv', limit: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.blogPosts.pageInfo).toEqual({ count: 5, limit: 2, page: 1 });
    expect(first.data!.blogPosts.items.map((item) => item.title.slice(0, 12))).toEqual([
      'Riga guide 4',
      'Riga guide 3',
    ]);
    const last = await posts({ lang: 'lv', limit: 2, page: 3 });
    expect(last.data!.blogPosts.items.map((item) => item.title.slice(0, 12))).toEqual(['Riga guide 0']);
    expect((await posts({ lang: 'lv', limit: 2, page: 4 })).data!.blogPosts.items).toEqual([]);

    const all = await posts({ limit: 50 });
    const languages = new Set(all.data!.blogPosts.items.map((item) => item.language));
    expect(languages.has('lv')).toBe(true);
    expect(all.data!.blogPosts.pageInfo.limit).toBe(50);
    const dates = all.data!.blogPosts.items.map((item) => Date.parse(item.publishedAt!));
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
    // The defaults: page 1 of 10.
    expect((await posts({})).data!.blogPosts.pageInfo).toMatchObject({ limit: 10, page: 1 });
  });

  it('shows a published post by its slug, with its author’s username or none', async () => {
    const db = api.database.db.withTables<AuthTables>();
    const authorId = uuidv7();
    await db
      .insertInto('app_user')
      .values({ id: authorId, email: `${authorId}@example.com`, username: 'ana' })
      .execute();
    const signed = await buildPost(api.database.db, { author_id: authorId });
    const anonymous = await buildPost(api.database.db);
    expect(await post(signed.slug)).toMatchObject({
      _id: signed.id,
      title: signed.title,
      body: 'Intro.\n\n## Schools\nApply early.',
      author: 'ana',
    });
    expect((await post(anonymous.slug))?.author).toBeNull();
    // The account removed, the post stays, without an author.
    await db.deleteFrom('app_user').where('id', '=', authorId).execute();
    expect((await post(signed.slug))?.author).toBeNull();
  });

  it('never shows a draft, or a post dated later, to visitors', async () => {
    const draft = await buildPost(api.database.db, { status: 'draft', published_at: null, language: 'is' });
    const unpublished = await buildPost(api.database.db, { status: 'draft', language: 'is' });
    const scheduled = await buildPost(api.database.db, {
      published_at: new Date(Date.now() + 86_400_000),
      language: 'is',
    });
    for (const hidden of [draft, unpublished, scheduled]) expect(await post(hidden.slug)).toBeNull();
    expect((await posts({ lang: 'is', limit: 50 })).data!.blogPosts.items).toEqual([]);
    expect(await post('no-such-post')).toBeNull();
    // Addresses typed by hand are simply not found.
    expect(await post('../etc/passwd')).toBeNull();
    expect(await post('x'.repeat(500))).toBeNull();
  });

  it.each([
    [{ page: 0 }, 'page.invalid'],
    [{ limit: 51 }, 'limit.invalid'],
    [{ limit: 0 }, 'limit.invalid'],
    [{ lang: 'xx' }, 'language.invalid'],
  ])('refuses %o with %s', async (variables, code) => {
    const answer = await posts(variables);
    expect(answer.status).toBe(200);
    expect(answer.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('answers blog.disabled and a 404 feed while ENABLE_BLOG is off', async () => {
    const published = await buildPost(api.database.db);
    await api.app.settings.set('ENABLE_BLOG', false);
    try {
      expect((await posts({})).errors?.[0]?.extensions?.code).toBe('blog.disabled');
      const single = await api.graphql(POST, { variables: { slug: published.slug } });
      expect(single.errors?.[0]?.extensions?.code).toBe('blog.disabled');
      const feed = await api.app.inject({ method: 'GET', url: '/blog/rss.xml' });
      expect(feed.statusCode).toBe(404);
    } finally {
      await api.app.settings.set('ENABLE_BLOG', true);
    }
    expect(await post(published.slug)).toMatchObject({ title: published.title });
  });

  it('creates a draft with a slug from the title, publishes it, and dates it once', async () => {
    const title = unique('Choosing a school in Zürich');
    const created = await create(draftInput(title));
    expect(created).toMatchObject({
      success: true,
      item: { slug: slugOf(title.replace('ü', 'u')), status: 'draft', version: 1, publishedAt: null },
    });
    const draft = created.item!;
    expect(draft.authorEmail).toMatch(/^staff-/);
    expect(await post(draft.slug)).toBeNull();

    const published = await update(draft, draftInput(title, { slug: draft.slug, status: 'published' }));
    expect(published).toMatchObject({ success: true, item: { status: 'published', version: 2 } });
    const publishedAt = published.item!.publishedAt;
    expect(Date.parse(publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await post(draft.slug)).toMatchObject({ title, publishedAt });

    const unpublished = await update(published.item!, draftInput(title, { slug: draft.slug }));
    expect(unpublished.item).toMatchObject({ status: 'draft', version: 3, publishedAt });
    expect(await post(draft.slug)).toBeNull();
  });

  it('refuses bad input on every field at fault, and a slug already taken', async () => {
    const refused = await create({
      title: 'x',
      slug: 'Not a slug!',
      summary: 's'.repeat(301),
      body: '',
      language: 'xx',
      status: 'live',
    });
    expect(refused.success).toBe(false);
    expect(refused.fieldErrors).toEqual([
      { field: 'title', code: 'title.too.short' },
      { field: 'slug', code: 'slug.invalid' },
      { field: 'summary', code: 'summary.too.long' },
      { field: 'body', code: 'field.required' },
      { field: 'language', code: 'language.invalid' },
      { field: 'status', code: 'status.invalid' },
    ]);
    // A title without Latin letters gives no slug: one must be typed.
    expect((await create(draftInput('東京のインターナショナルスクール'))).fieldErrors).toEqual([
      { field: 'slug', code: 'slug.required' },
    ]);

    const first = (await create(draftInput(unique('Taken slug')))).item!;
    const second = (await create(draftInput(unique('Other post')))).item!;
    expect((await create(draftInput(unique('Copy'), { slug: first.slug }))).fieldErrors).toEqual([
      { field: 'slug', code: 'slug.taken' },
    ]);
    const renamed = await update(second, draftInput(second.title, { slug: first.slug }));
    expect(renamed).toMatchObject({ success: false, fieldErrors: [{ field: 'slug', code: 'slug.taken' }] });
    // Keeping its own slug is no conflict.
    expect((await update(second, draftInput('Other title', { slug: second.slug }))).success).toBe(true);
  });

  it('refuses a slug taken between the check and the write (two saves at once) as slug.taken', async () => {
    const taken = await buildPost(api.database.db);
    const input = blogPostInputSchema.parse({ ...draftInput('Same address'), slug: taken.slug });
    await expect(insertBlogPost(api.database.db, input, null, null, new Date())).rejects.toMatchObject({
      fieldErrors: [{ field: 'slug', code: 'slug.taken' }],
    });
  });

  it('refuses an edit based on an older version, and keeps the newer one', async () => {
    const created = (await create(draftInput(unique('Versioned')))).item!;
    const first = await update(
      created,
      draftInput(created.title, { slug: created.slug, summary: 'First edit.' }),
    );
    expect(first).toMatchObject({ success: true, item: { version: 2 } });
    const stale = await update(
      created,
      draftInput(created.title, { slug: created.slug, summary: 'Stale edit.' }),
    );
    expect(stale).toMatchObject({ success: false, code: 'record.conflict', item: null });
    expect((await read(created._id))?.summary).toBe('First edit.');
  });

  it('publishes, unpublishes and deletes in bulk, raising versions', async () => {
    const a = (await create(draftInput(unique('Bulk A')))).item!;
    const b = (await create(draftInput(unique('Bulk B')))).item!;
    const bulk = (action: string, ids: string[]) => admin(BULK, { action, ids });

    expect((await bulk('publish', [a._id, b._id])).data!.adminBlogPostsBulk).toEqual({
      success: true,
      code: null,
      count: 2,
    });
    const publishedA = (await read(a._id))!;
    expect(publishedA).toMatchObject({ status: 'published', version: 2 });
    expect(publishedA.publishedAt).not.toBeNull();
    expect(await post(b.slug)).toMatchObject({ title: b.title });

    await bulk('unpublish', [a._id]);
    expect(await read(a._id)).toMatchObject({
      status: 'draft',
      version: 3,
      publishedAt: publishedA.publishedAt,
    });
    expect(await post(a.slug)).toBeNull();

    await bulk('delete', [a._id, b._id]);
    expect(await read(a._id)).toBeNull();
    expect(await post(b.slug)).toBeNull();
  });

  it('searches and filters the admin list', async () => {
    const title = unique('Searchable Oslo winter');
    await create(draftInput(title, { language: 'sv', summary: 'Snow and schools in Oslo.' }));
    const list = async (variables: VariablesOf<typeof LIST>['list']) =>
      (await admin(LIST, { list: variables })).data!.adminBlogPosts.items;
    expect((await list({ q: title.toLowerCase() })).map((item) => item.title)).toEqual([title]);
    const filtered = await list({
      q: 'Oslo',
      filters: [
        { key: 'status', value: 'draft' },
        { key: 'language', value: 'sv' },
      ],
    });
    expect(filtered.map((item) => item.title)).toContain(title);
    expect(await list({ q: title, filters: [{ key: 'status', value: 'published' }] })).toEqual([]);
    const answer = await admin(LIST, { list: { sort: 'body' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('sort.invalid');
  });

  it('previews an import row by row, then writes all rows at once, keeping their dates', async () => {
    const [a, b] = [unique('Imported guide A'), unique('Imported guide B')];
    const header = 'slug,title,summary,body,language,status,publishedAt';
    const bad = `${header}\n,${a},Summary A,Body A,fr,published,2024-05-01\n,x,Summary,Body,fr,live,\n`;
    const preview = await admin(IMPORT, {
      format: 'csv',
      content: bad,
      commit: false,
    });
    expect(preview.data!.adminImportBlogPosts).toMatchObject({
      success: false,
      code: 'import.invalid',
      committed: false,
      rows: [
        { line: 1, action: 'create', errors: [] },
        {
          line: 2,
          action: 'create',
          errors: [
            { field: 'title', code: 'title.too.short' },
            { field: 'status', code: 'status.invalid' },
          ],
        },
      ],
    });
    const good = `${header}\n,${a},Summary A,Body A,fr,published,2024-05-01\n${slugOf(b)},${b},Summary B,"Line 1\n\nLine 2",fr,draft,\n`;
    const done = await admin(IMPORT, {
      format: 'csv',
      content: good,
      commit: true,
    });
    expect(done.data!.adminImportBlogPosts).toMatchObject({ success: true, committed: true, created: 2 });
    expect(await post(slugOf(a))).toMatchObject({ title: a, publishedAt: '2024-05-01T00:00:00.000Z' });
    expect(await post(slugOf(b))).toBeNull();

    const exported = await admin(EXPORT, {
      list: { q: a },
      format: 'json',
    });
    expect(JSON.parse(exported.data!.adminBlogPostsExport.content)).toEqual([
      {
        id: expect.any(String),
        slug: slugOf(a),
        title: a,
        summary: 'Summary A',
        body: 'Body A',
        language: 'fr',
        status: 'published',
        publishedAt: '2024-05-01T00:00:00.000Z',
      },
    ]);
  });

  it('serves the latest published posts as an RSS 2.0 feed', async () => {
    const title = unique('Fees & "visas" <explained>');
    const published = await buildPost(api.database.db, {
      title,
      slug: slugOf(title),
      published_at: new Date(),
    });
    const draft = await buildPost(api.database.db, { status: 'draft', published_at: null });
    const response = await api.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = response.body;
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain(
      `<title>${title.replace('&', '&amp;').replace(/"/g, '&quot;').replace('<', '&lt;').replace('>', '&gt;')}</title>`,
    );
    expect(feed).toContain(`/blog/${published.slug}</link>`);
    expect(feed).not.toContain(draft.slug);
    expect(feed.match(/<item>/g)?.length).toBeLessThanOrEqual(20);
  });

  it('counts published posts on the dashboard, by week', async () => {
    const dashboard = await api.graphql(DASHBOARD, {
      endpoint: 'admin',
      headers: { cookie: await signedInWith(api, ['Dashboard:view', 'BlogPost:list']) },
    });
    const stat = dashboard.data!.adminDashboard.stats.find(
      (item) => item.label === 'blog-admin:dashboard.posts',
    );
    const published = await api.database.db
      .withTables<BlogTables>()
      .selectFrom('blog_post')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    expect(stat).toMatchObject({ total: Number(published.count), link: '/_admin/blog-posts' });
    expect(stat!.weekly).toHaveLength(12);
    expect(stat!.weekly.at(-1)).toBeGreaterThan(0);
  });
});
