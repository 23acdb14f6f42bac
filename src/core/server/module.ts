import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../shared/permissions';
import type { DashboardStat } from './admin/dashboard-stat';
import type { Config } from './config';
import type { DataNameSource } from './data-names/data-name-source';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/database';
import type { GraphQLContext } from './graphql/context';
import type { MapLayer } from './map/map-layer';
import type { ModeratedKind } from './moderation/moderated-kind';
import type { PreferenceDefinition } from './preferences/preference-definition';
import type { PageForm } from './render/page-form';
import type { SettingDefinition } from './settings/setting-definition';

/** What a module adds to the server. The core collects these and never names a module. */
export interface ServerModule {
  name: string;
  /** Setting that switches the module off when present and false. */
  enableSetting?: string;
  /** Folder of numbered SQL files, applied after the core's. */
  migrationsDir?: string;
  /**
   * Folder of the module's built-in mail templates, one `<lang>.json` per language; the ones a
   * database lacks are inserted after every migration run, edited ones are left alone.
   */
  mailTemplatesDir?: string;
  settings?: SettingDefinition[];
  /**
   * Permissions the module checks (`School:list`, `SchoolRating:update`…), listed in the role
   * editor. Each settings section's `<Section>:configure` is added by the core.
   */
  permissions?: readonly Permission[];
  /** Imports the module's GraphQL files, which add their types to the shared builder. */
  loadGraphql?: () => Promise<unknown>;
  /** Adds the module's REST routes (the few the spec names outside GraphQL). */
  mountRoutes?: (app: FastifyInstance, deps: RouteDeps) => Promise<void>;
  /**
   * The module's page forms the server answers when they are posted as plain HTML forms,
   * before or without the page's scripts (decision 075).
   */
  pageForms?: () => Promise<PageForm[]>;
  /**
   * Cookies a guest's pages are rendered from (a guest's shortlist): while a request carries one
   * with a value, its page is rendered for that visitor, never kept nor served from the page cache.
   */
  personalCookies?: readonly string[];
  /**
   * Choices a visitor makes once and the site keeps (decision 103): in the browser's
   * `preferences` cookie and on a member's account; a page of `pages` opened without one is
   * sent to its address with it.
   */
  preferences?: readonly PreferenceDefinition[];
  /**
   * Pages whose path carries a secret, as their client routes are written
   * (`/password-reset/:token`): the log shows their segments named like a secret redacted.
   */
  secretPaths?: readonly string[];
  /** What the core's robots.txt says for the module while it is enabled and indexation is on. */
  robots?: {
    /** Its sitemap (or sitemap index), served by its routes: a `Sitemap:` line. */
    sitemapPath?: string;
    /** Paths crawlers should skip (forms, personal pages): `Disallow:` lines. */
    disallow?: string[];
    /** Paths crawlers may read inside a disallowed one (public files under `/api/`): `Allow:` lines. */
    allow?: string[];
  };
  /** What the module shows on the map (its points), while it is enabled. */
  mapLayers?: MapLayer[];
  /**
   * What members send that moderators decide on (ratings, proposed changes, places): the public
   * moderation log counts each table's decisions by month and kind of refusal.
   */
  moderatedKinds?: ModeratedKind[];
  /**
   * Names the module keeps in its tables and the core translates (decision 099): English on the
   * row, the other languages in `data_name`, edited per language and reported when missing.
   */
  dataNames?: DataNameSource[];
  /** The module's figures on the admin dashboard (a count, its weekly trend, a link). */
  dashboardStats?: (db: Db) => Promise<DashboardStat[]>;
  /**
   * Loads the module's demo data into an empty database; does nothing when it has data.
   * Returns the number of records added.
   */
  seedDemo?: (db: Db, options: DemoOptions) => Promise<number>;
}

export interface RouteDeps {
  /** The same context GraphQL resolvers get: database, services, signed-in user. */
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;
  config: Config;
  /** What changed in the database, for routes that keep or version what they read. */
  changes: ChangeFeed;
  /** The database, for work a module does outside a request (what a change feed topic starts). */
  db: Db;
}

export interface DemoOptions {
  /** How many schools (the main record) to generate; others scale from it. */
  size: number;
  /** Same seed, same data. */
  seed: number;
  /** Called as the main records are written, with how many so far (the setup wizard's progress). */
  onProgress?: (done: number) => void;
}
