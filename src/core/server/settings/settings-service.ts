import { sql } from 'kysely';
import { SETTING_TYPES } from '../../shared/setting-types';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { SettingDefinition } from './setting-definition';

export interface SettingItem {
  key: string;
  value: unknown;
}

/** Reads and writes settings against the catalogue collected from the core and the modules. */
export class SettingsService {
  private readonly byKey: Map<string, SettingDefinition>;

  constructor(
    private readonly db: Db,
    definitions: SettingDefinition[],
  ) {
    this.byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  }

  definitions(): SettingDefinition[] {
    return [...this.byKey.values()];
  }

  /** Every non-private key with its stored value, else its default, else null. */
  async publicItems(): Promise<SettingItem[]> {
    const stored = await this.storedValues();
    return this.definitions()
      .filter((definition) => !definition.private)
      .map((definition) => ({
        key: definition.key,
        value: stored.get(definition.key) ?? definition.default ?? null,
      }));
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    const definition = this.definition(key);
    const row = await this.db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
    return (row?.value ?? definition.default) as T | undefined;
  }

  /** Validates the value by the key's type; throws `setting.unknown` or the type's message key. */
  async set(key: string, value: unknown): Promise<void> {
    const definition = this.definition(key);
    const parsed = SETTING_TYPES[definition.type].safeParse(value);
    if (!parsed.success) {
      throw new AppError(parsed.error.issues[0]?.message ?? 'setting.invalid', { field: key });
    }
    const json = JSON.stringify(parsed.data);
    await this.db
      .insertInto('setting')
      .values({ key, value: sql`${json}::jsonb` })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: sql`${json}::jsonb`, updated_at: sql`now()` }),
      )
      .execute();
  }

  /**
   * Writes several keys in one transaction: all or nothing. A value replaces the stored one,
   * null removes it (the key falls back to its default). Values must be validated already.
   */
  async writeAll(changes: ReadonlyMap<string, unknown>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [key, value] of changes) {
        this.definition(key);
        if (value === null) {
          await trx.deleteFrom('setting').where('key', '=', key).execute();
          continue;
        }
        const json = JSON.stringify(value);
        await trx
          .insertInto('setting')
          .values({ key, value: sql`${json}::jsonb` })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({ value: sql`${json}::jsonb`, updated_at: sql`now()` }),
          )
          .execute();
      }
    });
  }

  /** Keys that have a value stored (as opposed to falling back to their default). */
  async storedKeys(): Promise<string[]> {
    const rows = await this.db.selectFrom('setting').select('key').execute();
    return rows.map((row) => row.key);
  }

  private definition(key: string): SettingDefinition {
    const definition = this.byKey.get(key);
    if (!definition) throw new AppError('setting.unknown', { field: key });
    return definition;
  }

  /** Every stored value by key; keys without a row are absent. */
  async storedValues(): Promise<Map<string, unknown>> {
    const rows = await this.db.selectFrom('setting').select(['key', 'value']).execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  }
}
