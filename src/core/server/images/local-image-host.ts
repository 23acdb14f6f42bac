import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AVATAR_UPLOAD_PATH,
  type ImagePublicConfig,
  type ImageUrlOptions,
  LOCAL_IMAGE_ID,
  localImageUrl,
} from '@/core/shared/image-url';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { ImageHost } from './image-host';
import { findImageData, insertImage } from './image-repository';
import { normaliseImage, resizeImage } from './sharp-image';

/** Every size asked for is kept on disk, up to this many per image: URLs with random sizes cannot fill it. */
const MAX_CACHED_RENDERS = 24;

const notFound = () => new AppError('image.not.found', { status: 404 });

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Images served by this site itself: the normalised original in the database's `image` table
 * (shared by every process, kept by a backup), each size rendered once into this process's
 * `<dir>/renders/<id>/`. Images uploaded before the table existed are read from
 * `<dir>/originals/<id>.webp`. Ids are random and an id's content never changes.
 */
export class LocalImageHost implements ImageHost {
  readonly kind = 'local';

  constructor(
    private readonly db: Db,
    private readonly dir: string,
  ) {}

  publicConfig(): ImagePublicConfig {
    return { configured: true, kind: 'local', uploadUrl: AVATAR_UPLOAD_PATH };
  }

  url(imageId: string, options: ImageUrlOptions = {}): string {
    return localImageUrl(imageId, options);
  }

  /** Checks, normalises and keeps an uploaded image; returns its new id. */
  async store(buffer: Buffer, options: { maxBytes: number }): Promise<string> {
    if (buffer.length > options.maxBytes) throw new AppError('image.too.large');
    const normalised = await normaliseImage(buffer);
    const imageId = randomBytes(16).toString('hex');
    await insertImage(this.db, imageId, normalised);
    return imageId;
  }

  /** The image at the size asked for; without width and height, the normalised original. */
  async render(imageId: string, options: ImageUrlOptions = {}): Promise<Buffer> {
    if (!LOCAL_IMAGE_ID.test(imageId)) throw notFound();
    if (!options.width && !options.height) return this.readOriginal(imageId);
    const renderDir = path.join(this.dir, 'renders', imageId);
    const cached = path.join(renderDir, `${renderKey(options)}.webp`);
    try {
      return await readFile(cached);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const rendered = await resizeImage(await this.readOriginal(imageId), options);
    const count = await readdir(renderDir).then(
      (names) => names.length,
      () => 0,
    );
    if (count < MAX_CACHED_RENDERS) await writeAtomically(cached, rendered);
    return rendered;
  }

  private async readOriginal(imageId: string): Promise<Buffer> {
    const data = await findImageData(this.db, imageId);
    if (data) return Buffer.from(data);
    try {
      return await readFile(path.join(this.dir, 'originals', `${imageId}.webp`));
    } catch (error) {
      if (isMissing(error)) throw notFound();
      throw error;
    }
  }
}

function renderKey(options: ImageUrlOptions): string {
  const size = `${options.width ?? 'auto'}x${options.height ?? 'auto'}`;
  return `${size}-${options.crop ?? 'fill'}-${options.gravity ?? 'center'}`;
}

/** Written under a temporary name then renamed, so a reader never sees half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
