/**
 * A local stand-in for Cloudinary, speaking the documented parts the app relies on:
 * signed uploads (POST /v1_1/:cloud/image/upload, multipart form) and delivery
 * (GET /:cloud/image/upload/[transformations/][v<version>/]<public_id>). Delivery serves the
 * stored bytes as uploaded: no transformation is applied. In development, run it with
 *
 *   CLOUDINARY_FAKE_PORT=4020 npx tsx tests/fakes/cloudinary-fake.ts
 *
 * and set the settings CLOUDINARY_CLOUD_NAME=fake-cloud, CLOUDINARY_API_KEY=fake-key,
 * CLOUDINARY_API_SECRET=fake-secret (or CLOUDINARY_FAKE_CLOUD/_KEY/_SECRET).
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import sharp, { type Metadata } from 'sharp';

export interface CloudinaryFakeAccount {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

export interface CloudinaryFakeAsset {
  publicId: string;
  format: string;
  bytes: Buffer;
  /** Every parameter posted with the file, signature included. */
  params: Record<string, string>;
}

export interface CloudinaryFake {
  url: string;
  /** Accepted uploads, by public id. */
  assets: Map<string, CloudinaryFakeAsset>;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown; type?: string };

const apiError = (status: number, message: string): Answer => ({ status, body: { error: { message } } });

/** Written independently of the app's signer: Cloudinary's rule, from its documentation. */
function expectedSignature(params: Record<string, string>, apiSecret: string): [string, string] {
  const excluded = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);
  const toSign = Object.keys(params)
    .filter((name) => !excluded.has(name) && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return [toSign, createHash('sha1').update(`${toSign}${apiSecret}`).digest('hex')];
}

/** The upload's file: a multipart file part, or a `data:` URI as Cloudinary also takes. */
async function fileBytes(file: FormDataEntryValue | null): Promise<Buffer | undefined> {
  if (file === null) return undefined;
  if (typeof file !== 'string') return Buffer.from(await file.arrayBuffer());
  const match = /^data:[^;,]*;base64,(.*)$/s.exec(file);
  return match ? Buffer.from(match[1]!, 'base64') : undefined;
}

export async function startCloudinaryFake(account: CloudinaryFakeAccount): Promise<CloudinaryFake> {
  const assets = new Map<string, CloudinaryFakeAsset>();
  let baseUrl = '';

  async function upload(cloud: string, form: FormData): Promise<Answer> {
    if (cloud !== account.cloudName) return apiError(401, `Invalid cloud_name ${cloud}`);
    const params: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string' && name !== 'file') params[name] = value;
    if (!params.api_key) return apiError(400, 'Must supply api_key');
    if (params.api_key !== account.apiKey) return apiError(401, `Unknown API key ${params.api_key}`);
    if (!params.timestamp) return apiError(400, 'Missing required parameter - timestamp');
    if (!params.signature) return apiError(400, 'Missing required parameter - signature');
    const [toSign, signature] = expectedSignature(params, account.apiSecret);
    if (params.signature !== signature) {
      return apiError(401, `Invalid Signature ${params.signature}. String to sign - '${toSign}'.`);
    }
    const age = Date.now() / 1000 - Number(params.timestamp);
    if (!(age < 3600)) return apiError(400, `Stale request - reported time is ${params.timestamp}`);
    const bytes = await fileBytes(form.get('file'));
    if (!bytes) return apiError(400, 'Missing required parameter - file');
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes).metadata();
    } catch {
      return apiError(400, 'Invalid image file');
    }
    const name = params.public_id ?? randomBytes(10).toString('hex');
    const publicId = params.folder ? `${params.folder}/${name}` : name;
    const format = metadata.format === 'jpeg' ? 'jpg' : metadata.format;
    const version = Math.floor(Date.now() / 1000);
    assets.set(publicId, { publicId, format, bytes, params });
    const secureUrl = `${baseUrl}/${cloud}/image/upload/v${version}/${publicId}.${format}`;
    const { width, height } = metadata;
    return {
      status: 200,
      body: { public_id: publicId, version, secure_url: secureUrl, width, height, format },
    };
  }

  /** `c_fill,g_face/v123/avatars/abc.png` → `avatars/abc`: transformations and version dropped. */
  function deliver(cloud: string, rest: string): Answer {
    const segments = rest.split('/').map(decodeURIComponent);
    while (segments.length > 1 && /^([a-z]{1,3}_[^,]+)(,[a-z]{1,3}_[^,]+)*$|^v\d+$/.test(segments[0]!)) {
      segments.shift();
    }
    const publicId = segments.join('/').replace(/\.[a-z0-9]+$/i, '');
    const asset = cloud === account.cloudName ? assets.get(publicId) : undefined;
    if (!asset) return { status: 404, body: { error: { message: 'Resource not found' } } };
    const type = `image/${asset.format === 'jpg' ? 'jpeg' : asset.format}`;
    return { status: 200, body: asset.bytes, type };
  }

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    let answer: Answer = apiError(404, 'Not found');
    const uploadPath = /^\/v1_1\/([^/]+)\/image\/upload\/?$/.exec(url.pathname);
    const deliveryPath = /^\/([^/]+)\/image\/upload\/(.+)$/.exec(url.pathname);
    if (request.method === 'OPTIONS') {
      answer = { status: 204, body: '' };
    } else if (request.method === 'POST' && uploadPath) {
      const headers = { 'content-type': request.headers['content-type'] ?? '' };
      const form = await new Request(url, { method: 'POST', headers, body: Buffer.concat(chunks) })
        .formData()
        .catch(() => undefined);
      answer = form ? await upload(uploadPath[1]!, form) : apiError(400, 'Missing required parameter - file');
    } else if (request.method === 'GET' && deliveryPath) {
      answer = deliver(deliveryPath[1]!, deliveryPath[2]!);
    }
    const binary = Buffer.isBuffer(answer.body);
    response
      .writeHead(answer.status, {
        'content-type': answer.type ?? 'application/json',
        // Browsers post to Cloudinary from the site's own origin, as they would to the real one.
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
      })
      .end(binary ? answer.body : answer.status === 204 ? undefined : JSON.stringify(answer.body));
  });
  const port = Number(process.env.CLOUDINARY_FAKE_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    assets,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cloudName = process.env.CLOUDINARY_FAKE_CLOUD ?? 'fake-cloud';
  const apiKey = process.env.CLOUDINARY_FAKE_KEY ?? 'fake-key';
  const apiSecret = process.env.CLOUDINARY_FAKE_SECRET ?? 'fake-secret';
  const fake = await startCloudinaryFake({ cloudName, apiKey, apiSecret });
  console.log(`Cloudinary fake on ${fake.url} (cloud ${cloudName}, key ${apiKey}, secret ${apiSecret})`);
}
