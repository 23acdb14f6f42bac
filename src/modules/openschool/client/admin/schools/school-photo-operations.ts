import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';

const PHOTO_FIELDS = adminGraphql(`
  fragment AdminSchoolPhotoFields on AdminSchoolPhoto { _id imageId caption position }
`);

/** Every photo mutation answers with the school's photos after the change. */
const PHOTOS_RESULT_FIELDS = adminGraphql(
  `
  fragment AdminSchoolPhotosAnswer on AdminSchoolPhotosResult {
    success code field photos { ...AdminSchoolPhotoFields }
  }
`,
  [PHOTO_FIELDS],
);

export type SchoolPhoto = ResultOf<typeof PHOTO_FIELDS>;
export type PhotosResult = ResultOf<typeof PHOTOS_RESULT_FIELDS>;

export const ADMIN_SCHOOL_PHOTOS = adminGraphql(
  `query AdminSchoolPhotos($schoolId: ID!) { adminSchoolPhotos(schoolId: $schoolId) { ...AdminSchoolPhotoFields } }`,
  [PHOTO_FIELDS],
);

export const ADMIN_ADD_SCHOOL_PHOTO = adminGraphql(
  `mutation AdminAddSchoolPhoto($schoolId: ID!, $imageId: String!, $caption: String) {
  result: adminAddSchoolPhoto(schoolId: $schoolId, imageId: $imageId, caption: $caption) { ...AdminSchoolPhotosAnswer }
}`,
  [PHOTOS_RESULT_FIELDS],
);

export const ADMIN_CAPTION_SCHOOL_PHOTO = adminGraphql(
  `mutation AdminCaptionSchoolPhoto($id: ID!, $caption: String) {
  result: adminCaptionSchoolPhoto(id: $id, caption: $caption) { ...AdminSchoolPhotosAnswer }
}`,
  [PHOTOS_RESULT_FIELDS],
);

export const ADMIN_REMOVE_SCHOOL_PHOTO = adminGraphql(
  `mutation AdminRemoveSchoolPhoto($id: ID!) { result: adminRemoveSchoolPhoto(id: $id) { ...AdminSchoolPhotosAnswer } }`,
  [PHOTOS_RESULT_FIELDS],
);

export const ADMIN_ORDER_SCHOOL_PHOTOS = adminGraphql(
  `mutation AdminOrderSchoolPhotos($schoolId: ID!, $ids: [ID!]!) {
  result: adminOrderSchoolPhotos(schoolId: $schoolId, ids: $ids) { ...AdminSchoolPhotosAnswer }
}`,
  [PHOTOS_RESULT_FIELDS],
);
