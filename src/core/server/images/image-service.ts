import type { ImagePublicConfig } from '@/core/shared/image-url';
import type { Db } from '../db/database';
import type { SettingsService } from '../settings/settings-service';
import { CloudinaryImageHost } from './cloudinary-image-host';
import { LocalImageHost } from './local-image-host';

export interface ImageServiceOptions {
  db: Db;
  settings: SettingsService;
  /** Where the local host caches rendered sizes (`<DATA_DIR>/images`); null turns local images off. */
  localDir: string | null;
  /** Cloudinary's API and delivery bases, replaced by a local fake in tests and development. */
  cloudinaryApiUrl?: string | undefined;
  cloudinaryDeliveryUrl?: string | undefined;
}

export type ActiveImageHost = LocalImageHost | CloudinaryImageHost;

/**
 * Picks the image host for each call: Cloudinary when its cloud name, key and secret are all set,
 * else the local disk, else none. Read from the settings every time, so an admin's change applies
 * without a restart.
 */
export class ImageService {
  /** Kept even while Cloudinary is in effect: images stored before the switch are still served. */
  readonly local: LocalImageHost | null;

  constructor(private readonly options: ImageServiceOptions) {
    this.local = options.localDir ? new LocalImageHost(options.db, options.localDir) : null;
  }

  async host(): Promise<ActiveImageHost | null> {
    const read = async (key: string) => (await this.options.settings.get<string>(key))?.trim() || undefined;
    const cloudName = await read('CLOUDINARY_CLOUD_NAME');
    const apiKey = await read('CLOUDINARY_API_KEY');
    const apiSecret = await read('CLOUDINARY_API_SECRET');
    if (cloudName && apiKey && apiSecret) {
      return new CloudinaryImageHost({
        cloudName,
        apiKey,
        apiSecret,
        apiUrl: this.options.cloudinaryApiUrl,
        deliveryUrl: this.options.cloudinaryDeliveryUrl,
      });
    }
    return this.local;
  }

  async publicConfig(): Promise<ImagePublicConfig> {
    return (await this.host())?.publicConfig() ?? { configured: false };
  }
}
