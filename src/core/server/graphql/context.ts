import type { LanguageCode } from '../../shared/languages';
import type { Db } from '../db/database';
import type { SettingsService } from '../settings/settings-service';

/** What every resolver receives. Built per request by the HTTP layer or by a test. */
export interface GraphQLContext {
  db: Db;
  settings: SettingsService;
  /** The request's language, from Accept-Language; names and messages follow it. */
  lang: LanguageCode;
  /** Effective permissions of the signed-in user; empty when signed out. */
  permissions: string[];
}
