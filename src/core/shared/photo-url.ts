import { cloudinaryImageUrl, type ImageUrlOptions, LOCAL_IMAGE_ID, localImageUrl } from './image-url';

const PHOTO: ImageUrlOptions = { width: 640, height: 427, crop: 'fill', gravity: 'auto' };

/**
 * A photo's URL from its image id (a school's, a place's): the local host's ids as local renders, others from Cloudinary
 * with the public cloud name (as avatars are built).
 */
export function photoUrl(imageId: string, cloudName: unknown, options: ImageUrlOptions = PHOTO): string {
  if (LOCAL_IMAGE_ID.test(imageId) || typeof cloudName !== 'string' || !cloudName) {
    return localImageUrl(imageId, options);
  }
  return cloudinaryImageUrl({ cloudName }, imageId, options);
}
