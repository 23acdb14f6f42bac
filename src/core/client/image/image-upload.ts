import { useEffect, useState } from 'react';
import { IMAGE_CONFIG_PATH, type ImagePublicConfig, SIGN_IMAGE_UPLOAD_PATH } from '@/core/shared/image-url';

/** The pictures the upload takes (the server checks the file's content again). */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** An upload refused; `code` is the server's (`image.invalid`, …) or `image.upload.failed`. */
export class ImageUploadError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

type Reply = Record<string, unknown> & { success?: boolean; code?: string | null };

export async function fetchImageConfig(signal: AbortSignal): Promise<ImagePublicConfig> {
  const response = await fetch(IMAGE_CONFIG_PATH, { signal });
  if (!response.ok) throw new Error(`image config: ${response.status}`);
  return response.json();
}

/** The image host in effect, asked once the component is in the browser; undefined until it answers. */
export function useImageConfig(): ImagePublicConfig | undefined {
  const [config, setConfig] = useState<ImagePublicConfig>();
  useEffect(() => {
    const controller = new AbortController();
    fetchImageConfig(controller.signal).then(setConfig, () => undefined);
    return () => controller.abort();
  }, []);
  return config;
}

/** A form post through XMLHttpRequest, the one browser API that reports upload progress. */
function postForm(url: string, form: FormData, onProgress: (percent: number) => void): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve((request.response ?? {}) as Reply);
    request.onerror = () => reject(new ImageUploadError('image.upload.failed'));
    request.send(form);
  });
}

/**
 * Uploads the picked file to the host in effect and returns the new image id: a multipart post
 * to our server for local storage; for Cloudinary a signature from our server, then a post
 * straight to Cloudinary (the file never passes through us).
 */
export async function uploadImage(
  config: ImagePublicConfig,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  if (!config.configured) throw new ImageUploadError('image.not.configured');
  const form = new FormData();
  form.set('file', file);
  if (config.kind === 'local') {
    const reply = await postForm(config.uploadUrl, form, onProgress);
    if (!reply.success || typeof reply.imageId !== 'string') {
      throw new ImageUploadError(reply.code ?? 'image.upload.failed');
    }
    return reply.imageId;
  }
  const signing = await fetch(SIGN_IMAGE_UPLOAD_PATH, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const signed = (await signing.json().catch(() => ({}))) as Reply;
  if (!signed.success) throw new ImageUploadError(signed.code ?? 'image.upload.failed');
  form.set('api_key', String(signed.apiKey));
  form.set('timestamp', String(signed.timestamp));
  form.set('folder', String(signed.folder));
  form.set('signature', String(signed.signature));
  const uploaded = await postForm(config.uploadUrl, form, onProgress);
  if (typeof uploaded.public_id !== 'string') throw new ImageUploadError('image.upload.failed');
  return uploaded.public_id;
}
