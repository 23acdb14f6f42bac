import { createHash } from 'node:crypto';

export type CloudinaryParams = Record<string, string | number>;

/** Parameters Cloudinary leaves out of the string it signs (its "Generating authentication signatures"). */
const UNSIGNED_PARAMS = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

/** `a=1&b=2`: the posted parameters except the unsigned ones, sorted by name, empty values dropped. */
export function cloudinaryStringToSign(params: CloudinaryParams): string {
  return Object.entries(params)
    .filter(([name, value]) => !UNSIGNED_PARAMS.has(name) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** SHA-1 hex of the string to sign followed by the API secret, as Cloudinary checks it. */
export function cloudinarySignature(params: CloudinaryParams, apiSecret: string): string {
  return createHash('sha1')
    .update(cloudinaryStringToSign(params) + apiSecret)
    .digest('hex');
}
