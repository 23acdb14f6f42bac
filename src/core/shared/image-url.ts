/** Avatars are delivered as square images of this side (spec: image URLs 100x100). */
export const AVATAR_SIZE = 100;
/** Spec: avatar upload, one image only, at most 500000 bytes. */
export const AVATAR_MAX_BYTES = 500_000;

export const IMAGE_CONFIG_PATH = '/api/images/config';
export const AVATAR_UPLOAD_PATH = '/api/user/account/avatar';
export const SIGN_IMAGE_UPLOAD_PATH = '/api/user/account/sign-image-upload-url';
/** Local renders: `/images/<id>?w=&h=&c=&g=`. */
export const LOCAL_IMAGE_PATH = '/images';
export const CLOUDINARY_DELIVERY_URL = 'https://res.cloudinary.com';

/** Cloudinary's crop modes that both hosts honour. */
export const IMAGE_CROPS = ['fill', 'fit', 'thumb'] as const;
/** Cloudinary's gravity names; the local host maps `face` and `auto` to an attention heuristic. */
export const IMAGE_GRAVITIES = [
  'center',
  'face',
  'auto',
  'north',
  'south',
  'east',
  'west',
  'north_east',
  'north_west',
  'south_east',
  'south_west',
] as const;

export type ImageCrop = (typeof IMAGE_CROPS)[number];
export type ImageGravity = (typeof IMAGE_GRAVITIES)[number];
export type ImageHostKind = 'local' | 'cloudinary';

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  crop?: ImageCrop;
  gravity?: ImageGravity;
}

/** What `/api/images/config` answers: enough for a browser to upload and build URLs, no secret. */
export type ImagePublicConfig =
  | { configured: false }
  | { configured: true; kind: 'local'; uploadUrl: string }
  | {
      configured: true;
      kind: 'cloudinary';
      cloudName: string;
      apiKey: string;
      /** Where the browser posts the signed upload: Cloudinary's upload API (or a local fake). */
      uploadUrl: string;
      /** Base of delivery URLs; Cloudinary's CDN unless a fake stands in. */
      deliveryUrl?: string;
    };

/** The options of an avatar URL: a 100×100 square centred on the face. */
export const AVATAR_URL_OPTIONS: ImageUrlOptions = {
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  crop: 'fill',
  gravity: 'face',
};

/** Ids the local host gives out; recognised so old avatars keep working after a switch to Cloudinary. */
export const LOCAL_IMAGE_ID = /^[a-f0-9]{32}$/;

/** `c_fill,g_face,h_100,w_100`: Cloudinary's transformation segment, parameters sorted as its SDKs do. */
export function cloudinaryTransformation(options: ImageUrlOptions): string {
  const parts = [
    options.crop && `c_${options.crop}`,
    options.gravity && `g_${options.gravity}`,
    options.height && `h_${options.height}`,
    options.width && `w_${options.width}`,
  ];
  return parts.filter(Boolean).join(',');
}

/** `/images/<id>?w=100&h=100&c=fill&g=face`. */
export function localImageUrl(imageId: string, options: ImageUrlOptions): string {
  const query = new URLSearchParams();
  if (options.width) query.set('w', String(options.width));
  if (options.height) query.set('h', String(options.height));
  if (options.crop) query.set('c', options.crop);
  if (options.gravity) query.set('g', options.gravity);
  const search = query.toString();
  return `${LOCAL_IMAGE_PATH}/${encodeURIComponent(imageId)}${search ? `?${search}` : ''}`;
}

/** `https://res.cloudinary.com/<cloud>/image/upload/c_fill,g_face,h_100,w_100/<imageId>`. */
export function cloudinaryImageUrl(
  cloud: { cloudName: string; deliveryUrl?: string | undefined },
  imageId: string,
  options: ImageUrlOptions,
): string {
  const base = (cloud.deliveryUrl ?? CLOUDINARY_DELIVERY_URL).replace(/\/+$/, '');
  const transformation = cloudinaryTransformation(options);
  const publicId = imageId.split('/').map(encodeURIComponent).join('/');
  return `${base}/${encodeURIComponent(cloud.cloudName)}/image/upload/${transformation ? `${transformation}/` : ''}${publicId}`;
}

/**
 * The URL of an image, on the server or in the browser, for whichever host is in effect;
 * null when there is no image or no host to serve it.
 */
export function imageUrl(
  config: ImagePublicConfig,
  imageId: string | null | undefined,
  options: ImageUrlOptions = {},
): string | null {
  if (!imageId) return null;
  if (!config.configured) return null;
  if (config.kind === 'cloudinary' && !LOCAL_IMAGE_ID.test(imageId)) {
    return cloudinaryImageUrl(config, imageId, options);
  }
  return localImageUrl(imageId, options);
}

/**
 * A 100×100 avatar URL from the user's imageId and the public CLOUDINARY_CLOUD_NAME setting
 * (spec: "avatars are 100x100 URLs built from imageId and the cloud name"); null without an image.
 */
export function avatarUrl(
  imageId: string | null | undefined,
  cloudName: string | null | undefined,
): string | null {
  if (!imageId) return null;
  if (LOCAL_IMAGE_ID.test(imageId) || !cloudName) return localImageUrl(imageId, AVATAR_URL_OPTIONS);
  return cloudinaryImageUrl({ cloudName }, imageId, AVATAR_URL_OPTIONS);
}
