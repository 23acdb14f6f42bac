import { isSetupPath, type SetupState, setupRedirect } from '../../shared/setup-flow';
import type { FinalizeSetupInput, SetupAdminInput, SetupSiteInput } from '../../shared/setup-schemas';
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

/**
 * The finalize step: optionally loads every module's demo data into an empty database, then
 * opens the site. Returns how many demo records were added.
 */
export async function finalizeSetup(
  deps: SetupDeps,
  input: FinalizeSetupInput,
  demo: { modules: ServerModule[]; options: DemoOptions },
): Promise<number> {
  const state = await readSetupState(deps);
  if (!state.initialized) throw new AppError('setup.settings.missing');
  if (!state.hasAdmin) throw new AppError('setup.admin.missing');
  let added = 0;
  if (input.demo) {
    for (const module of demo.modules) added += (await module.seedDemo?.(deps.db, demo.options)) ?? 0;
  }
  await deps.settings.set('setupFinalized', true);
  return added;
}
