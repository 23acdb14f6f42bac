import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PREFERENCES_COOKIE,
  PREFERENCES_MAX_AGE,
  type Preferences,
  preferencesCookieText,
  preferencesOfCookieText,
  queryWithPreferences,
  withPreferences,
} from '@/core/shared/visitor-preferences';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { PreferenceDefinition } from './preference-definition';
import { findMemberPreferences, writeMemberPreferences } from './preference-repository';

/** Changes to preferences: a value keeps one, a null forgets it. */
export type PreferenceChanges = Readonly<Record<string, string | null>>;

/** What a page's request does with the preferences before it is served (`forPage`). */
export interface PagePreferences {
  /** The page's address with the remembered preferences it lacks: send the visitor there. */
  redirect: string | null;
  /** The choices its address carries that differ from the ones kept: remember them. */
  changes: PreferenceChanges | null;
  /** The browser's preferences once the changes are made. */
  preferences: Preferences;
}

/**
 * A visitor's preferences (decision 103), as the modules declare them: read from the browser's
 * cookie, which follows the account of a signed-in member; remembered from the addresses of the
 * pages that carry them and from `savePreferences`; put back into the address of a page opened
 * without them, before a kept page is looked for, so every address is still one kept page.
 */
export class VisitorPreferences {
  private readonly byName: ReadonlyMap<string, PreferenceDefinition>;

  constructor(
    private readonly db: Db,
    private readonly definitions: readonly PreferenceDefinition[],
  ) {
    this.byName = new Map(definitions.map((definition) => [definition.name, definition]));
  }

  /** The browser's preferences: the declared names with a value that reads. */
  ofRequest(request: FastifyRequest): Preferences {
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(
      preferencesOfCookieText(request.cookies[PREFERENCES_COOKIE]),
    )) {
      const read = this.byName.get(name)?.read(value);
      if (read) kept[name] = read;
    }
    return kept;
  }

  /**
   * For a page at `url`: a choice its address carries (a fee filter's `currency=EUR`, sent
   * without scripts too) is remembered, and a preference its address lacks is put back by a
   * redirect. A posted form's answer is never redirected.
   */
  forPage(request: FastifyRequest, url: URL): PagePreferences {
    const kept = this.ofRequest(request);
    const changes: Record<string, string | null> = {};
    for (const definition of this.definitions) {
      const inAddress = url.searchParams.get(definition.name);
      if (inAddress === null || !definition.pages?.(url.pathname)) continue;
      const read = definition.read(inAddress);
      if (read !== undefined && read !== (kept[definition.name] ?? null)) changes[definition.name] = read;
    }
    const hasChanges = Object.keys(changes).length > 0;
    const query =
      request.method === 'GET'
        ? queryWithPreferences(url.pathname, url.search, this.definitions, kept)
        : null;
    return {
      redirect: query === null ? null : `${url.pathname}${query}`,
      changes: hasChanges ? changes : null,
      preferences: hasChanges ? withPreferences(kept, changes) : kept,
    };
  }

  /**
   * Saves choices sent by a client (`savePreferences`): each name must be declared and its
   * value read (`preference.unknown`, `preference.invalid`: nothing is saved). A member's are
   * kept on the account too. Answers the preferences now kept.
   */
  async save(
    exchange: { request: FastifyRequest; reply: FastifyReply },
    userId: string | null,
    sent: readonly { name: string; value: string | null }[],
  ): Promise<Preferences> {
    const changes: Record<string, string | null> = {};
    for (const [index, { name, value }] of sent.entries()) {
      const definition = this.byName.get(name);
      if (!definition) throw new AppError('preference.unknown', { field: `${index}.name` });
      const read = value ? definition.read(value) : null;
      if (read === undefined) throw new AppError('preference.invalid', { field: `${index}.value` });
      changes[name] = read;
    }
    if (userId) await writeMemberPreferences(this.db, userId, changes);
    const preferences = withPreferences(this.ofRequest(exchange.request), changes);
    this.setCookie(exchange.request, exchange.reply, preferences);
    return preferences;
  }

  /** A member's preferences, as their account keeps them. */
  ofMember(userId: string): Promise<Preferences> {
    return findMemberPreferences(this.db, userId);
  }

  /** Keeps the choices a page's address carried, on the account of a signed-in member. */
  async rememberForMember(userId: string, changes: PreferenceChanges): Promise<void> {
    await writeMemberPreferences(this.db, userId, changes);
  }

  /**
   * At sign-in the browser takes the account's preferences; those the account lacks and the
   * browser had are kept on the account, so a choice made before signing in is not lost.
   */
  async adoptAtSignIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const browser = this.ofRequest(request);
    const account = await findMemberPreferences(this.db, userId);
    const fromBrowser = Object.fromEntries(Object.entries(browser).filter(([name]) => !(name in account)));
    if (Object.keys(fromBrowser).length > 0) await writeMemberPreferences(this.db, userId, fromBrowser);
    const merged = { ...account, ...fromBrowser };
    if (preferencesCookieText(merged) !== preferencesCookieText(browser))
      this.setCookie(request, reply, merged);
  }

  /** Takes the preferences out of the browser (a member signing out); the account keeps its own. */
  forgetInBrowser(request: FastifyRequest, reply: FastifyReply): void {
    if (request.cookies[PREFERENCES_COOKIE]) this.setCookie(request, reply, {});
  }

  /**
   * The cookie that gives the browser these preferences: readable by scripts, a year long, and
   * expired when none is left. For `reply.setCookie`, or `serializeCookie` where a page is sent.
   */
  cookie(request: FastifyRequest, preferences: Preferences) {
    const value = preferencesCookieText(preferences);
    return {
      name: PREFERENCES_COOKIE,
      value,
      options: {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: value ? PREFERENCES_MAX_AGE : 0,
      } as const,
    };
  }

  private setCookie(request: FastifyRequest, reply: FastifyReply, preferences: Preferences): void {
    const { name, value, options } = this.cookie(request, preferences);
    reply.setCookie(name, value, options);
  }
}
