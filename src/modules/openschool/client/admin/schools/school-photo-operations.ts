import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SchoolPhoto {
  _id: string;
  imageId: string;
  caption: string | null;
  position: number;
}

export interface PhotosResult {
  success: boolean;
  code: string | null;
  field: string | null;
  photos: SchoolPhoto[];
}

const PHOTO = '_id imageId caption position';
const RESULT = `success code field photos { ${PHOTO} }`;

export const ADMIN_SCHOOL_PHOTOS: TypedDocumentNode<
  { adminSchoolPhotos: SchoolPhoto[] },
  { schoolId: string }
> = gql(`query AdminSchoolPhotos($schoolId: ID!) { adminSchoolPhotos(schoolId: $schoolId) { ${PHOTO} } }`);

export const ADMIN_ADD_SCHOOL_PHOTO: TypedDocumentNode<
  { result: PhotosResult },
  { schoolId: string; imageId: string; caption: string | null }
> = gql(`mutation AdminAddSchoolPhoto($schoolId: ID!, $imageId: String!, $caption: String) {
  result: adminAddSchoolPhoto(schoolId: $schoolId, imageId: $imageId, caption: $caption) { ${RESULT} }
}`);

export const ADMIN_CAPTION_SCHOOL_PHOTO: TypedDocumentNode<
  { result: PhotosResult },
  { id: string; caption: string | null }
> = gql(`mutation AdminCaptionSchoolPhoto($id: ID!, $caption: String) {
  result: adminCaptionSchoolPhoto(id: $id, caption: $caption) { ${RESULT} }
}`);

export const ADMIN_REMOVE_SCHOOL_PHOTO: TypedDocumentNode<{ result: PhotosResult }, { id: string }> = gql(
  `mutation AdminRemoveSchoolPhoto($id: ID!) { result: adminRemoveSchoolPhoto(id: $id) { ${RESULT} } }`,
);

export const ADMIN_ORDER_SCHOOL_PHOTOS: TypedDocumentNode<
  { result: PhotosResult },
  { schoolId: string; ids: string[] }
> = gql(`mutation AdminOrderSchoolPhotos($schoolId: ID!, $ids: [ID!]!) {
  result: adminOrderSchoolPhotos(schoolId: $schoolId, ids: $ids) { ${RESULT} }
}`);
