import { builder } from '@/core/server/graphql/builder';
import type { UnsplashApiPhoto } from './unsplash-client';
import { searchStockPhotos } from './unsplash-service';

type Found = { photo: UnsplashApiPhoto; savedId: string | null };

const FoundPhotoType = builder.objectRef<Found>('UnsplashSearchPhoto').implement({
  subGraphs: ['admin'],
  description: 'A photo of the stock-photo service, as its search answered it.',
  fields: (t) => ({
    unsplashId: t.string({ resolve: ({ photo }) => photo.id }),
    description: t.string({
      nullable: true,
      resolve: ({ photo }) => photo.alt_description ?? photo.description ?? null,
    }),
    thumbUrl: t.string({
      description: 'About 200 px wide, hotlinked.',
      resolve: ({ photo }) => photo.urls.thumb,
    }),
    smallUrl: t.string({
      description: 'About 400 px wide, hotlinked.',
      resolve: ({ photo }) => photo.urls.small,
    }),
    width: t.int({ resolve: ({ photo }) => photo.width }),
    height: t.int({ resolve: ({ photo }) => photo.height }),
    color: t.string({ nullable: true, resolve: ({ photo }) => photo.color ?? null }),
    pageUrl: t.string({ resolve: ({ photo }) => photo.links.html }),
    photographerName: t.string({ resolve: ({ photo }) => photo.user.name }),
    photographerUrl: t.string({ resolve: ({ photo }) => photo.user.links.html }),
    savedId: t.id({
      nullable: true,
      description: 'The saved UnsplashPhoto of this photo; null when not saved.',
      resolve: ({ savedId }) => savedId,
    }),
  }),
});

type SearchPage = Awaited<ReturnType<typeof searchStockPhotos>>;

const SearchPageType = builder.objectRef<SearchPage>('UnsplashSearchPage').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    total: t.exposeInt('total'),
    totalPages: t.exposeInt('totalPages'),
    page: t.exposeInt('page'),
    results: t.field({ type: [FoundPhotoType], resolve: (page) => page.results }),
  }),
});

builder.queryField('adminUnsplashSearch', (t) =>
  t.field({
    type: SearchPageType,
    subGraphs: ['admin'],
    authScopes: { permission: 'Unsplash:list' },
    description:
      'Searches the stock-photo service (24 a page). Needs Unsplash:list. `unsplash.not.configured` ' +
      'without UNSPLASH_ACCESS_KEY, `unsplash.key.invalid`, `unsplash.rate.limited` or ' +
      '`unsplash.unavailable` when the service refuses or does not answer, `unsplash.disabled` ' +
      'while ENABLE_UNSPLASH is off.',
    args: { query: t.arg.string({ required: true }), page: t.arg.int(), orientation: t.arg.string() },
    resolve: (_root, args, context) =>
      searchStockPhotos(context, {
        query: args.query,
        page: args.page ?? undefined,
        orientation: args.orientation,
      }),
  }),
);
