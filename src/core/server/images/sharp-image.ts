import sharp, { type Metadata } from 'sharp';
import type { ImageCrop, ImageGravity, ImageUrlOptions } from '@/core/shared/image-url';
import { AppError } from '../errors';

/** Formats taken by content; AVIF shows up in libvips as HEIF compressed with AV1. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: a small PNG can claim a huge canvas. 50 MP covers any phone photo. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Originals are kept at most this size; no URL asks for more (w, h ≤ 2000). */
export const MAX_SIDE = 2000;

const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS } as const;

const POSITIONS: Record<ImageGravity, string> = {
  center: 'centre',
  // No face detector here: libvips' attention strategy favours skin tones, saturation and detail.
  face: 'attention',
  auto: 'attention',
  north: 'north',
  south: 'south',
  east: 'east',
  west: 'west',
  north_east: 'northeast',
  north_west: 'northwest',
  south_east: 'southeast',
  south_west: 'southwest',
};

/**
 * Checks the bytes are an image of an accepted format (never trusting a name or a MIME type),
 * then returns it re-encoded as WebP: turned upright, metadata (EXIF, GPS) stripped, at most 2000 px.
 */
export async function normaliseImage(buffer: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    // Reads the header only, so no pixel limit is needed here; the size is checked just below.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('image.invalid');
  }
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!ACCEPTED_FORMATS.has(metadata.format) && !avif) throw new AppError('image.invalid');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw new AppError('image.too.large');
  try {
    return await sharp(buffer, SHARP_INPUT)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    // The header parsed but the pixels do not (truncated or corrupt file).
    throw new AppError('image.invalid');
  }
}

const FITS: Record<ImageCrop, { fit: 'cover' | 'inside'; withoutEnlargement: boolean }> = {
  fill: { fit: 'cover', withoutEnlargement: false },
  // Cloudinary's thumb crops like fill but never scales a small image up.
  thumb: { fit: 'cover', withoutEnlargement: true },
  fit: { fit: 'inside', withoutEnlargement: false },
};

/** Resizes a normalised original as Cloudinary would for the same crop and gravity, as WebP. */
export async function resizeImage(original: Buffer, options: ImageUrlOptions): Promise<Buffer> {
  const { fit, withoutEnlargement } = FITS[options.crop ?? 'fill'];
  return sharp(original, SHARP_INPUT)
    .resize({
      ...(options.width && { width: options.width }),
      ...(options.height && { height: options.height }),
      fit,
      withoutEnlargement,
      ...(fit === 'cover' && { position: POSITIONS[options.gravity ?? 'center'] }),
    })
    .webp({ quality: 85 })
    .toBuffer();
}
