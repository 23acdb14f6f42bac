import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LanguageCode } from '@/core/shared/languages';
import type { CurrentUserShape } from '../auth/current-user-shape';
import type { CaptchaService } from '../captcha/captcha-service';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { KeptReads } from '../db/kept-reads';
import type { WorkQueue } from '../http/work-queue';
import type { MailService } from '../mail/mail-service';
import type { MapMarkers } from '../map/map-markers';
import type { VisitorPreferences } from '../preferences/visitor-preferences';
import type { SettingsService } from '../settings/settings-service';

/** What every resolver receives. Built per request by the HTTP layer. */
export interface GraphQLContext {
  db: Db;
  /** Reads of small reference tables, kept in the process until their tables change. */
  kept: KeptReads;
  /** Which engine `db` runs on: the embedded PGlite or a PostgreSQL server. */
  engine: 'pglite' | 'postgres';
  config: Config;
  settings: SettingsService;
  mail: MailService;
  captcha: CaptchaService;
  /**
   * Costly database work (a search) waits its turn here: a few at once per process, the rest
   * queued briefly, then refused with `server.busy` (503).
   */
  searches: Pick<WorkQueue, 'run'>;
  /** The map's markers by viewport, from the layers modules declare. */
  map: MapMarkers;
  /** The visitors' preferences (their currency, their family), which modules declare. */
  preferences: VisitorPreferences;
  /** The request's language, from Accept-Language; names and messages follow it. */
  lang: LanguageCode;
  /** The signed-in user, or null. */
  user: CurrentUserShape | null;
  /** Effective permissions of the signed-in user; empty when signed out. */
  permissions: string[];
  /** The HTTP exchange, for what a resolver sets on it (the session cookie). */
  http: { request: FastifyRequest; reply: FastifyReply };
}
