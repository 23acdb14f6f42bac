import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { UNSPLASH_PHOTO_LIST } from '@/modules/unsplash/shared/unsplash-photo-list';

const UNSPLASH_PHOTO_FIELDS = adminGraphql(`
  fragment UnsplashPhotoFields on UnsplashPhoto {
    _id version unsplashId imageUrl pageUrl photographerName photographerUrl width height color
    alt description uses countryCode active downloadTrackedAt createdByEmail createdAt updatedAt
  }
`);

export type UnsplashPhotoItem = ResultOf<typeof UNSPLASH_PHOTO_FIELDS>;

export const unsplashPhotoEntity: AdminClientEntity<UnsplashPhotoItem> = {
  name: 'UnsplashPhoto',
  plural: 'UnsplashPhotos',
  path: '/_admin/unsplash-photos',
  list: UNSPLASH_PHOTO_LIST,
  fields: UNSPLASH_PHOTO_FIELDS,
  titleOf: (photo) => photo.alt ?? photo.description ?? photo.unsplashId,
};
