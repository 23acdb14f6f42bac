import { configurePermission, hasPermission } from '@/core/shared/permissions';
import { type EditableSetting, settingsSectionSchema } from '@/core/shared/settings-section-schema';
import { requirePermission } from '../auth/guard';
import { AppError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import type { SettingDefinition } from './setting-definition';

/** The runtime flags of the setup flow live in this section; no form edits them. */
export const RUNTIME_SECTION = 'Runtime';

/** One key as the admin sees it. A secret's value is never given: only whether it is set. */
export interface AdminSettingItem {
  key: string;
  section: string;
  type: string;
  private: boolean;
  required: boolean;
  /** Stored value, else default, else null; always null for a secret. */
  value: unknown;
  /** Whether a value is stored (not falling back to the default). */
  isSet: boolean;
}

export interface AdminSettingsSection {
  name: string;
  /** Whether the viewer holds `<name>:configure` and may save the section. */
  canConfigure: boolean;
  items: AdminSettingItem[];
}

type Deps = Pick<GraphQLContext, 'settings' | 'permissions'>;

function itemOf(definition: SettingDefinition, stored: ReadonlyMap<string, unknown>): AdminSettingItem {
  const secret = definition.type === 'secret';
  return {
    key: definition.key,
    section: definition.section,
    type: definition.type,
    private: definition.private ?? false,
    required: definition.required ?? false,
    value: secret ? null : (stored.get(definition.key) ?? definition.default ?? null),
    isSet: stored.has(definition.key),
  };
}

/**
 * Every editable section with its keys, in catalogue order. Private values other than secrets
 * are shown to holders of Setting:list: an admin must see the no-reply address to edit it.
 */
export async function adminSettingsSections(deps: Deps): Promise<AdminSettingsSection[]> {
  requirePermission(deps, 'Setting:list');
  return sectionsOf(deps);
}

async function sectionsOf(deps: Deps): Promise<AdminSettingsSection[]> {
  const stored = await deps.settings.storedValues();
  const sections = new Map<string, AdminSettingsSection>();
  for (const definition of deps.settings.definitions()) {
    if (definition.section === RUNTIME_SECTION) continue;
    let section = sections.get(definition.section);
    if (!section) {
      const canConfigure = hasPermission(deps.permissions, configurePermission(definition.section));
      section = { name: definition.section, canConfigure, items: [] };
      sections.set(definition.section, section);
    }
    section.items.push(itemOf(definition, stored));
  }
  return [...sections.values()];
}

/** Whether a key has a value now (stored or default), which a required key must keep. */
function hasValue(definition: SettingDefinition, stored: ReadonlyMap<string, unknown>): boolean {
  const value = stored.get(definition.key) ?? definition.default;
  return value !== undefined && value !== null && value !== '';
}

/**
 * Saves one section's form: needs `<section>:configure`; every key is validated before anything
 * is written, then all are written in one transaction. Keys left out keep their value; an empty
 * value removes the stored one, except a secret, which only an explicit null clears.
 */
export async function updateSettingsSection(
  deps: Deps,
  section: string,
  values: unknown,
): Promise<AdminSettingsSection> {
  const definitions = deps.settings.definitions().filter((definition) => definition.section === section);
  if (section === RUNTIME_SECTION || definitions.length === 0) {
    throw new AppError('setting.section.unknown', { field: 'section' });
  }
  requirePermission(deps, configurePermission(section));
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw new AppError('input.invalid', { field: 'values' });
  }
  const known = new Set(definitions.map((definition) => definition.key));
  const unknownKey = Object.keys(values).find((key) => !known.has(key));
  if (unknownKey) throw new AppError('setting.unknown', { field: unknownKey });

  const stored = await deps.settings.storedValues();
  const editable: EditableSetting[] = definitions.map((definition) => ({
    key: definition.key,
    type: definition.type,
    mustKeepValue: Boolean(definition.required) && hasValue(definition, stored),
  }));
  const parsed = settingsSectionSchema(editable).safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(issue?.message ?? 'field.invalid', { field: String(issue?.path[0] ?? 'values') });
  }
  const changes = new Map(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  await deps.settings.writeAll(changes);

  // Answered without Setting:list: configuring a section is enough to see what was saved.
  const sections = await sectionsOf(deps);
  return sections.find((candidate) => candidate.name === section)!;
}
