import { requirePermission } from '@/core/server/auth/guard';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { parseInput } from '@/core/server/validation';
import { UNSPLASH_PAGE_SIZE, unsplashSearchSchema } from '../shared/unsplash-photo-schemas';
import { searchUnsplash, type UnsplashAccount } from './unsplash-client';
import { findSavedUnsplashIds } from './unsplash-photo-repository';

/** Whether ENABLE_UNSPLASH is on: stock photos are off unless switched on. */
export async function unsplashEnabled(context: GraphQLContext): Promise<boolean> {
  return (await context.settings.get<boolean>('ENABLE_UNSPLASH')) === true;
}

/** Refuses with `unsplash.disabled` (404) while ENABLE_UNSPLASH is off. */
export async function assertUnsplashEnabled(context: GraphQLContext): Promise<void> {
  if (!(await unsplashEnabled(context))) {
    throw new AppError('unsplash.disabled', { status: 404 });
  }
}

/** The API's address (UNSPLASH_API_URL) and the access key of the settings; `unsplash.not.configured` without a key. */
export async function unsplashAccount(context: GraphQLContext): Promise<UnsplashAccount> {
  const key = await context.settings.get<string>('UNSPLASH_ACCESS_KEY');
  if (typeof key !== 'string' || !key.trim()) throw new AppError('unsplash.not.configured');
  return { accessKey: key.trim(), apiUrl: context.config.UNSPLASH_API_URL };
}

/**
 * A page of the stock-photo service's photos for the words (`Unsplash:list`), each with the
 * id of its saved record when it is already saved.
 */
export async function searchStockPhotos(context: GraphQLContext, raw: unknown) {
  requirePermission(context, 'Unsplash:list');
  await assertUnsplashEnabled(context);
  const search = parseInput(unsplashSearchSchema, raw);
  const account = await unsplashAccount(context);
  const page = await searchUnsplash(account, {
    query: search.query,
    page: search.page,
    perPage: UNSPLASH_PAGE_SIZE,
    orientation: search.orientation ?? undefined,
  });
  const saved = await findSavedUnsplashIds(
    context.db,
    page.results.map((photo) => photo.id),
  );
  return {
    total: page.total,
    totalPages: page.total_pages,
    page: search.page,
    results: page.results.map((photo) => ({ photo, savedId: saved.get(photo.id) ?? null })),
  };
}
