import {
  CLOUDINARY_DELIVERY_URL,
  cloudinaryImageUrl,
  type ImagePublicConfig,
  type ImageUrlOptions,
} from '@/core/shared/image-url';
import { cloudinarySignature } from './cloudinary-signature';
import type { ImageHost } from './image-host';

export const CLOUDINARY_API_URL = 'https://api.cloudinary.com';
/** Uploads from the profile land in this folder of the Cloudinary account. */
export const AVATAR_FOLDER = 'avatars';

export interface CloudinaryAccount {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** Base of the upload API; a local fake in tests and development. */
  apiUrl?: string | undefined;
  /** Base of delivery URLs; a local fake in tests and development. */
  deliveryUrl?: string | undefined;
}

/** What the browser posts to Cloudinary along with the file. */
export interface CloudinaryUploadSignature {
  signature: string;
  timestamp: number;
  apiKey: string;
  cloudName: string;
  folder: string;
}

/**
 * Images on Cloudinary: the browser uploads straight to Cloudinary with a signature made here
 * (the secret never leaves the server), and Cloudinary delivers the transformed images.
 */
export class CloudinaryImageHost implements ImageHost {
  readonly kind = 'cloudinary';

  constructor(private readonly account: CloudinaryAccount) {}

  publicConfig(): ImagePublicConfig {
    const { cloudName, apiKey, apiUrl, deliveryUrl } = this.account;
    return {
      configured: true,
      kind: 'cloudinary',
      cloudName,
      apiKey,
      uploadUrl: `${(apiUrl ?? CLOUDINARY_API_URL).replace(/\/+$/, '')}/v1_1/${encodeURIComponent(cloudName)}/image/upload`,
      ...(deliveryUrl && deliveryUrl !== CLOUDINARY_DELIVERY_URL && { deliveryUrl }),
    };
  }

  url(imageId: string, options: ImageUrlOptions = {}): string {
    return cloudinaryImageUrl(this.account, imageId, options);
  }

  /**
   * Signs an upload into `folder`. The server chooses every signed parameter, so a signature
   * cannot be reused to write elsewhere in the account; Cloudinary refuses it after an hour.
   */
  signUpload(options: { folder?: string; now?: Date } = {}): CloudinaryUploadSignature {
    const folder = options.folder ?? AVATAR_FOLDER;
    const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
    return {
      signature: cloudinarySignature({ folder, timestamp }, this.account.apiSecret),
      timestamp,
      apiKey: this.account.apiKey,
      cloudName: this.account.cloudName,
      folder,
    };
  }
}
