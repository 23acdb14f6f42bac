import type { ImageHostKind, ImagePublicConfig, ImageUrlOptions } from '@/core/shared/image-url';

/**
 * Where images live and how they are delivered: the local disk (default) or Cloudinary.
 * Both build URLs that take width, height, crop and gravity.
 */
export interface ImageHost {
  readonly kind: ImageHostKind;
  /** What the browser needs to upload and to build URLs; never a secret. */
  publicConfig(): ImagePublicConfig;
  url(imageId: string, options?: ImageUrlOptions): string;
}
