import { SETTING_TYPES } from '@/core/shared/setting-types';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { SettingDefinition } from './setting-definition';
import { deleteSetting, readStoredSettings, writeSetting } from './settings-repository';

export interface SettingItem {
  key: string;
  value: unknown;
}

/** A value read from JSON, made read-only all the way down. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The topic of the change feed that says settings changed. */
const SETTINGS_CHANGED = 'settings';

/**
 * Reads and writes settings against the catalogue collected from the core and the modules.
 * Given the database's change feed, it reads the stored values once and keeps them until any
 * process on the database changes a setting (every request reads some; they rarely change).
 */
export class SettingsService {
  private readonly byKey: Map<string, SettingDefinition>;
  private cached: Promise<ReadonlyMap<string, unknown>> | null = null;
  /** Bumped by every change, so that a read begun before it is not kept after it. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    definitions: SettingDefinition[],
    private readonly changes?: ChangeFeed,
  ) {
    this.byKey = new Map(definitions.map((definition) => [definition.key, definition]));
    changes?.subscribe(SETTINGS_CHANGED, () => this.forget());
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
    return ((await this.storedValues()).get(key) ?? definition.default) as T | undefined;
  }

  /** Validates the value by the key's type; throws `setting.unknown` or the type's message key. */
  async set(key: string, value: unknown): Promise<void> {
    const definition = this.definition(key);
    const parsed = SETTING_TYPES[definition.type].safeParse(value);
    if (!parsed.success) {
      throw new AppError(parsed.error.issues[0]?.message ?? 'setting.invalid', { field: key });
    }
    await writeSetting(this.db, key, parsed.data);
    await this.changed();
  }

  /**
   * Writes several keys in one transaction: all or nothing. A value replaces the stored one,
   * null removes it (the key falls back to its default). Values must be validated already.
   */
  async writeAll(changes: ReadonlyMap<string, unknown>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [key, value] of changes) {
        this.definition(key);
        if (value === null) await deleteSetting(trx, key);
        else await writeSetting(trx, key, value);
      }
    });
    await this.changed();
  }

  /** Keys that have a value stored (as opposed to falling back to their default). */
  async storedKeys(): Promise<string[]> {
    return [...(await this.storedValues()).keys()];
  }

  private definition(key: string): SettingDefinition {
    const definition = this.byKey.get(key);
    if (!definition) throw new AppError('setting.unknown', { field: key });
    return definition;
  }

  /** Every stored value by key; keys without a row are absent. Shared, so frozen. */
  storedValues(): Promise<ReadonlyMap<string, unknown>> {
    if (this.cached) return this.cached;
    const generation = this.generation;
    const reading = readStoredSettings(this.db).then(
      (rows) => new Map(rows.map((row) => [row.key, deepFreeze(row.value)])),
    );
    if (this.changes) {
      this.cached = reading;
      // A failed read is not kept, nor one that a change overtook.
      reading.catch(() => this.forget(generation));
    }
    return reading;
  }

  /** Forgets the stored values read (those of `generation` only, when given). */
  private forget(generation = this.generation): void {
    if (generation !== this.generation) return;
    this.generation++;
    this.cached = null;
  }

  /** After a committed write: this process reads again at once, the others once told. */
  private async changed(): Promise<void> {
    this.forget();
    await this.changes?.publish(SETTINGS_CHANGED);
  }
}
