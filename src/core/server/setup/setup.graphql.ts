import { withoutNulls } from '@/core/shared/objects';
import { hasPermission } from '@/core/shared/permissions';
import { SETUP_PERMISSION } from '@/core/shared/setup-flow';
import {
  finalizeSetupInputSchema,
  type SetupSiteInput,
  setupAdminInputSchema,
  setupSiteInputSchema,
} from '@/core/shared/setup-schemas';
import { setSessionCookie } from '../auth/session-cookie';
import { createSession } from '../auth/session-service';
import { notAuthorized } from '../errors';
import { builder } from '../graphql/builder';
import type { GraphQLContext } from '../graphql/context';
import { asMutationResult, type MutationResult } from '../graphql/mutation-result';
import { resultFields, SuccessResult } from '../graphql/mutation-result-types';
import { loadServerModules } from '../modules';
import { parseInput } from '../validation';
import { runSetupChecks, type SetupChecks } from './setup-checks';
import {
  createFirstAdministrator,
  type DemoLoad,
  finalizeSetup,
  readDemoLoad,
  readSetupState,
  readSiteSettings,
  saveSiteSettings,
} from './setup-service';

/** Before an administrator exists anyone may run setup (the installer's first visit); after, only them. */
async function mayRunSetup(context: GraphQLContext): Promise<boolean> {
  const state = await readSetupState(context);
  return !state.hasAdmin || hasPermission(context.permissions, SETUP_PERMISSION);
}

const Checks = builder.objectRef<SetupChecks>('SetupChecks').implement({
  fields: (t) => ({
    databaseEngine: t.exposeString('databaseEngine'),
    databaseReachable: t.exposeBoolean('databaseReachable'),
    dataDir: t.exposeString('dataDir'),
    dataDirWritable: t.exposeBoolean('dataDirWritable'),
    mailProvider: t.exposeString('mailProvider'),
  }),
});

const Site = builder.objectRef<Partial<SetupSiteInput>>('SetupSite').implement({
  description: 'The General settings as stored, to pre-fill the settings step.',
  fields: (t) => ({
    siteName: t.exposeString('siteName', { nullable: true }),
    siteUrl: t.exposeString('siteUrl', { nullable: true }),
    noreplyEmail: t.exposeString('noreplyEmail', { nullable: true }),
    noreplyName: t.exposeString('noreplyName', { nullable: true }),
    languages: t.exposeStringList('languages', { nullable: true }),
    footer: t.exposeString('footer', { nullable: true }),
    companyAddress: t.exposeString('companyAddress', { nullable: true }),
  }),
});

const DemoLoadRef = builder.objectRef<DemoLoad>('SetupDemoLoad').implement({
  description: 'The demo data load of the finalize step, as it runs or as it ended (this server process).',
  fields: (t) => ({
    running: t.exposeBoolean('running'),
    done: t.exposeInt('done', { description: 'Schools written so far.' }),
    total: t.exposeInt('total', { description: 'Schools the load writes (DEMO_SCHOOLS).' }),
    startedAt: t.field({ type: 'DateTime', resolve: (load) => load.startedAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (load) => load.finishedAt }),
  }),
});

interface Status {
  initialized: boolean;
  finalized: boolean;
  hasAdmin: boolean;
  canEdit: boolean;
}

const SetupStatus = builder.objectRef<Status>('SetupStatus').implement({
  fields: (t) => ({
    initialized: t.exposeBoolean('initialized'),
    finalized: t.exposeBoolean('finalized'),
    hasAdmin: t.exposeBoolean('hasAdmin'),
    canEdit: t.exposeBoolean('canEdit', { description: 'Whether the caller may run the setup steps.' }),
    checks: t.field({
      type: Checks,
      nullable: true,
      description: 'The welcome step’s checks; only for who may run setup.',
      resolve: (status, _args, context) =>
        status.canEdit
          ? runSetupChecks({ ...context, dataDir: context.config.DATA_DIR, mail: context.mail })
          : null,
    }),
    site: t.field({
      type: Site,
      nullable: true,
      description: 'Stored General settings (some private); only for who may run setup.',
      resolve: (status, _args, context) => (status.canEdit ? readSiteSettings(context) : null),
    }),
    indexable: t.boolean({
      description: 'Whether search engines may index the site (ENABLE_SEO_INDEX), for the finalize step.',
      resolve: async (_status, _args, context) =>
        (await context.settings.get<boolean>('ENABLE_SEO_INDEX')) === true,
    }),
  }),
});

builder.queryField('setupStatus', (t) =>
  t.field({
    type: SetupStatus,
    subGraphs: ['public'],
    description: 'Where the first-run setup stands (spec /_setup).',
    resolve: async (_root, _args, context) => ({
      ...(await readSetupState(context)),
      canEdit: await mayRunSetup(context),
    }),
  }),
);

builder.queryField('setupDemoLoad', (t) =>
  t.field({
    type: DemoLoadRef,
    nullable: true,
    subGraphs: ['public'],
    description:
      'The demo data load of the finalize step, polled while it runs; null when none ran in this process, and for anyone but the administrator. Reads no table: the poll does not wait behind the load’s batches.',
    resolve: (_root, _args, context) =>
      hasPermission(context.permissions, SETUP_PERMISSION) ? readDemoLoad(context) : null,
  }),
);

const SiteInput = builder.inputType('SetupSiteInput', {
  fields: (t) => ({
    siteName: t.string(),
    siteUrl: t.string(),
    noreplyEmail: t.string(),
    noreplyName: t.string(),
    languages: t.stringList(),
    footer: t.string(),
    companyAddress: t.string(),
  }),
});

const AdminInput = builder.inputType('SetupAdminInput', {
  fields: (t) => ({ email: t.string(), password: t.string() }),
});

const FinalizeResult = builder.objectRef<MutationResult<number>>('FinalizeSetupResult').implement({
  fields: (t) => ({
    ...resultFields(t),
    demoRecords: t.int({ nullable: true, resolve: (result) => result.item }),
  }),
});

builder.mutationFields((t) => ({
  setupSite: t.field({
    type: SuccessResult,
    subGraphs: ['public'],
    description: 'Setup step 2: the required General settings. Marks the setup initialized.',
    args: { input: t.arg({ type: SiteInput, required: true }) },
    resolve: async (_root, args, context) => {
      if (!(await mayRunSetup(context))) throw notAuthorized();
      return asMutationResult(() =>
        saveSiteSettings(context, parseInput(setupSiteInputSchema, withoutNulls(args.input))),
      );
    },
  }),
  setupAdmin: t.field({
    type: SuccessResult,
    subGraphs: ['public'],
    description: 'Setup step 3: the first administrator, signed in at once. Closed once one exists.',
    args: { input: t.arg({ type: AdminInput, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const input = parseInput(setupAdminInputSchema, withoutNulls(args.input));
        const userId = await createFirstAdministrator(context, { ...input, language: context.lang });
        const { request, reply } = context.http;
        const token = await createSession(context.db, userId, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(request, reply, token);
      }),
  }),
  finalizeSetup: t.field({
    type: FinalizeResult,
    subGraphs: ['public'],
    description:
      'Setup step 4: whether search engines may index the site, optional demo data, then the site opens. Needs the administrator.',
    args: {
      demo: t.arg.boolean(),
      indexable: t.arg.boolean({
        description:
          'Sets ENABLE_SEO_INDEX (robots.txt and the pages’ robots tag); left as it is when absent.',
      }),
    },
    resolve: async (_root, args, context) => {
      if (!hasPermission(context.permissions, SETUP_PERMISSION)) throw notAuthorized();
      const input = parseInput(
        finalizeSetupInputSchema,
        withoutNulls({ demo: args.demo, indexable: args.indexable }),
      );
      return asMutationResult(async () =>
        finalizeSetup(context, input, {
          modules: await loadServerModules(),
          options: { size: context.config.DEMO_SCHOOLS, seed: context.config.DEMO_SEED },
        }),
      );
    },
  }),
}));
