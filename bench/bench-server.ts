/**
 * The server measured by `npm run bench`, in a process of its own so its RSS is its own:
 * the real app, plus bare Fastify routes that run the same repository SQL without GraphQL.
 * Prints `listening <port>` when ready.
 */
import { createApp } from '@/core/server/app';
import { loadConfig } from '@/core/server/config';

// As `npm start` does: React's production build for server rendering.
process.env.NODE_ENV = 'production';

import { KeptReads } from '@/core/server/db/kept-reads';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { loadServerModules } from '@/core/server/modules';
import { parseInput } from '@/core/server/validation';
import { schoolDetail } from '@/modules/openschool/server/detail/school-detail-service';
import {
  countSchoolsByCountry,
  curriculumsOfSchools,
} from '@/modules/openschool/server/list/school-list-repository';
import { listSchools } from '@/modules/openschool/server/search/search-repository';
import { searchSchools } from '@/modules/openschool/server/search/search-schools';
import { schoolsQueryInputSchema } from '@/modules/openschool/shared/school-filter-input';

// BENCH_PORT: the port to listen on, known beforehand so the site's address (WEBSITE_URL, in
// canonical links and the sitemap) is its own, as on a live site; else any free port.
const port = Number(process.env.BENCH_PORT ?? 0);
const modules = await loadServerModules();
const database = await openMigratedDatabase(
  { DATA_DIR: process.env.DATA_DIR ?? '', DATABASE_URL: process.env.DATABASE_URL },
  modules,
);
const app = await createApp({
  config: loadConfig({ ...process.env, LOG_LEVEL: 'warn' }),
  database,
  modules,
  pages: true,
  // A site past its setup wizard (otherwise every page redirects to /_setup), open to search
  // engines as a live site is, with its optional public pages on.
  env: {
    setupInitialized: 'true',
    setupFinalized: 'true',
    ENABLE_SEO_INDEX: 'true',
    ENABLE_PLACE: 'true',
    ENABLE_BLOG: 'true',
    ENABLE_CONTACT_US: 'true',
    ENABLE_NEWSLETTER: 'true',
    ...(port ? { WEBSITE_URL: `http://127.0.0.1:${port}` } : {}),
  },
});

app.get('/bench/bare/schools', async () => {
  const { rows, count } = await listSchools(database.db, {
    filter: {},
    sort: { field: 'updatedAt', direction: 'desc' },
    limit: 10,
    offset: 0,
  });
  return { pageInfo: { count, limit: 10, page: 1 }, items: rows };
});
app.get('/bench/bare/count-by-country', async () => ({ items: await countSchoolsByCountry(database.db) }));
// What the `schools` and `school` resolvers run (search, filters, the detail), without GraphQL:
// `?args=` carries the query's arguments as JSON.
const context = {
  db: database.db,
  kept: new KeptReads(database.db, database.changes),
  lang: 'en',
} as GraphQLContext;
// The list page asks each school's curriculums too: fetched as the field's loader does.
app.get<{ Querystring: { args?: string } }>('/bench/bare/find-schools', async (request) => {
  const search = await searchSchools(
    context.db,
    parseInput(schoolsQueryInputSchema, JSON.parse(request.query.args ?? '{}')),
  );
  const page = await search.page(context.lang);
  const curriculums = await curriculumsOfSchools(
    database.db,
    page.items.map((item) => item.id),
  );
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, curriculums: curriculums.get(item.id) ?? [] })),
  };
});
app.get<{ Params: { id: string } }>('/bench/bare/school/:id', async (request) =>
  schoolDetail(context, request.params.id),
);

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
