import { isSetupPath, type SetupState, setupRedirect } from '@/core/shared/setup-flow';
import type { FinalizeSetupInput, SetupAdminInput, SetupSiteInput } from '@/core/shared/setup-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { DemoOptions, ServerModule } from '../module';
import type { SettingsService } from '../settings/settings-service';
import { administratorExists, upsertAdministrator } from './administrator';

export interface SetupDeps {
  db: Db;
  settings: SettingsService;
}

export async function readSetupState(deps: SetupDeps): Promise<SetupState> {
  const [initialized, finalized, hasAdmin] = await Promise.all([
    deps.settings.get<boolean>('setupInitialized'),
    deps.settings.get<boolean>('setupFinalized'),
    administratorExists(deps.db),
  ]);
  return { initialized: initialized === true, finalized: finalized === true, hasAdmin };
}

/**
 * Where a page request goes instead of its page while the setup is open (spec "Shell"), or null.
 * Once the setup is finalized only the setup's own pages are checked further: every other page
 * skips the query of whether an administrator exists.
 */
export async function pageSetupRedirect(
  deps: SetupDeps,
  permissions: readonly string[],
  path: string,
): Promise<string | null> {
  const [initialized, finalized] = await Promise.all([
    deps.settings.get<boolean>('setupInitialized'),
    deps.settings.get<boolean>('setupFinalized'),
  ]);
  if (initialized === true && finalized === true && !isSetupPath(path)) return null;
  return setupRedirect(await readSetupState(deps), permissions, path);
}

/** The General settings the settings step shows, as stored (or their defaults). */
export async function readSiteSettings(deps: SetupDeps): Promise<Partial<SetupSiteInput>> {
  const get = <T>(key: string) => deps.settings.get<T>(key);
  const [siteName, siteUrl, noreplyEmail, noreplyName, languages, footer, companyAddress] = await Promise.all(
    [
      get<string>('WEBSITE_NAME'),
      get<string>('WEBSITE_URL'),
      get<string>('EMAIL_NOREPLY'),
      get<string>('EMAIL_NOREPLY_NAME'),
      get<SetupSiteInput['languages']>('LANGUAGES'),
      get<string>('WEBSITE_FOOTER'),
      get<string>('COMPANY_ADDRESS'),
    ],
  );
  // The catalogue's default address (localhost) is no suggestion: the wizard offers the one it runs on.
  const urlStored = (await deps.settings.storedKeys()).includes('WEBSITE_URL');
  return {
    siteName,
    siteUrl: urlStored ? siteUrl : undefined,
    noreplyEmail,
    noreplyName,
    languages,
    footer,
    companyAddress,
  };
}

/** The settings step: stores the General settings and marks the setup initialized. */
export async function saveSiteSettings(deps: SetupDeps, input: SetupSiteInput): Promise<void> {
  const values: [string, unknown][] = [
    ['WEBSITE_NAME', input.siteName],
    ['WEBSITE_URL', input.siteUrl],
    ['EMAIL_NOREPLY', input.noreplyEmail],
    ['EMAIL_NOREPLY_NAME', input.noreplyName],
    ['LANGUAGES', input.languages],
    ['WEBSITE_FOOTER', input.footer ?? ''],
    ['COMPANY_ADDRESS', input.companyAddress ?? ''],
    ['setupInitialized', true],
  ];
  for (const [key, value] of values) await deps.settings.set(key, value);
}

/** The register step: the first administrator. Once one exists, the step is closed. */
export async function createFirstAdministrator(
  deps: SetupDeps,
  input: SetupAdminInput & { language?: string },
): Promise<string> {
  const state = await readSetupState(deps);
  if (!state.initialized) throw new AppError('setup.settings.missing');
  if (state.hasAdmin) throw new AppError('setup.admin.exists', { status: 409 });
  return upsertAdministrator(deps.db, input);
}

/** A demo data load: how many schools are written of how many, and whether it still runs. */
export interface DemoLoad {
  running: boolean;
  done: number;
  total: number;
  startedAt: Date;
  finishedAt: Date | null;
}

// One load per database, kept in the process that runs it: the wizard's page polls it, and a
// second finalize while it runs (the page reloaded, a second tab) is refused instead of loading
// twice. Keyed by the database object so that two apps in one process (the tests) keep apart.
const demoLoads = new WeakMap<object, DemoLoad>();

/** The current or last demo data load of this process, or null when none ran. */
export function readDemoLoad(deps: Pick<SetupDeps, 'db'>): DemoLoad | null {
  return demoLoads.get(deps.db) ?? null;
}

/**
 * The finalize step: stores whether search engines may index the site (when given), optionally
 * loads every module's demo data into an empty database, then opens the site. Returns how many
 * demo records were added.
 */
export async function finalizeSetup(
  deps: SetupDeps,
  input: FinalizeSetupInput,
  demo: { modules: readonly Pick<ServerModule, 'seedDemo'>[]; options: DemoOptions },
): Promise<number> {
  const state = await readSetupState(deps);
  if (!state.initialized) throw new AppError('setup.settings.missing');
  if (!state.hasAdmin) throw new AppError('setup.admin.missing');
  // No await between the check and the mark: two requests cannot both start a load.
  if (input.demo && readDemoLoad(deps)?.running) throw new AppError('setup.demo.running', { status: 409 });
  const load: DemoLoad | null = input.demo
    ? { running: true, done: 0, total: demo.options.size, startedAt: new Date(), finishedAt: null }
    : null;
  if (load) demoLoads.set(deps.db, load);
  let added = 0;
  try {
    if (input.indexable !== undefined) await deps.settings.set('ENABLE_SEO_INDEX', input.indexable);
    if (load) {
      const options: DemoOptions = {
        ...demo.options,
        onProgress: (done) => {
          load.done = done;
        },
      };
      for (const module of demo.modules) added += (await module.seedDemo?.(deps.db, options)) ?? 0;
    }
  } finally {
    if (load) Object.assign(load, { running: false, finishedAt: new Date() });
  }
  await deps.settings.set('setupFinalized', true);
  return added;
}
