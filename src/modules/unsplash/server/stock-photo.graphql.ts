import { z } from 'zod';
import { builder } from '@/core/server/graphql/builder';
import { parseInput } from '@/core/server/validation';
import { UNSPLASH_HOME, unsplashImageUrl, withReferral } from '../shared/attribution';
import { PHOTO_USES } from '../shared/unsplash-photo-schemas';
import type { UnsplashPhotoRecord } from './tables';
import { pickUnsplashPhoto } from './unsplash-photo-repository';
import { unsplashEnabled } from './unsplash-service';

type Shown = { photo: UnsplashPhotoRecord; appName: string };

/** The widths a page may ask: a card, a content column, a hero. */
const WIDTHS = [400, 800, 1200, 1600] as const;

const StockPhotoType = builder.objectRef<Shown>('StockPhoto').implement({
  description:
    'A stock photo (Unsplash) for a page without a picture of its own, with the credit the ' +
    'service requires: show it beside the image, with its links.',
  fields: (t) => ({
    imageUrl: t.string({
      args: { width: t.arg.int({ description: '400, 800, 1200 or 1600 (default 1200).' }) },
      description: 'The image, hotlinked from the service at about this width.',
      resolve: ({ photo }, args) =>
        unsplashImageUrl(photo.imageUrl, WIDTHS.find((width) => width === args.width) ?? 1200),
    }),
    alt: t.string({ nullable: true, resolve: ({ photo }) => photo.alt ?? photo.description }),
    color: t.string({ nullable: true, resolve: ({ photo }) => photo.color }),
    width: t.int({ resolve: ({ photo }) => photo.width }),
    height: t.int({ resolve: ({ photo }) => photo.height }),
    photographerName: t.string({ resolve: ({ photo }) => photo.photographerName }),
    photographerUrl: t.string({
      description: 'The photographer’s page, with the referral parameters the service asks for.',
      resolve: ({ photo, appName }) => withReferral(photo.photographerUrl, appName),
    }),
    unsplashUrl: t.string({ resolve: ({ appName }) => withReferral(UNSPLASH_HOME, appName) }),
  }),
});

const stockPhotoArgsSchema = z.object({
  use: z.enum(PHOTO_USES, 'photo.use.invalid'),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country.invalid')
    .nullish(),
  key: z.string().max(200, 'input.invalid').nullish(),
});

/** The application's name in referral links: the site's name, as one word. */
const appNameOf = (siteName: unknown) =>
  (typeof siteName === 'string' && siteName.trim() ? siteName : 'schools')
    .trim()
    .toLowerCase()
    .replace(/\W+/g, '_');

builder.queryField('stockPhoto', (t) =>
  t.field({
    type: StockPhotoType,
    nullable: true,
    subGraphs: ['public'],
    description:
      'The stock photo a page without a picture shows: `use` is home, country, curriculum, blog ' +
      'or school; a country’s photos come first for `countryCode`; `key` (the page’s address) ' +
      'keeps each page its photo. Null when none is saved or ENABLE_UNSPLASH is off.',
    args: { use: t.arg.string({ required: true }), countryCode: t.arg.string(), key: t.arg.string() },
    resolve: async (_root, args, context) => {
      const input = parseInput(stockPhotoArgsSchema, args);
      if (!(await unsplashEnabled(context))) return null;
      const photo = await pickUnsplashPhoto(context.db, {
        use: input.use,
        countryCode: input.countryCode ?? null,
        key: input.key ?? '',
      });
      return photo ? { photo, appName: appNameOf(await context.settings.get('WEBSITE_NAME')) } : null;
    },
  }),
);
