import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_PATH, SIGN_IMAGE_UPLOAD_PATH } from '@/core/shared/image-url';
import { requireSignedIn } from '../auth/guard';
import { consumeRate } from '../auth/rate-limit';
import { AppError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import type { ImageService } from './image-service';

type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;

/** Uploads and signatures per user and hour: enough for anyone choosing a picture, not for filling a disk. */
const UPLOAD_RATE = { limit: 30, windowSeconds: 3600 };

/**
 * The profile's image calls. Multipart parsing is registered inside this plugin only, so no other
 * route starts accepting multipart bodies.
 */
export async function mountAccountImageRoutes(
  app: FastifyInstance,
  images: ImageService,
  createContext: ContextFactory,
): Promise<void> {
  const signedInUser = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await createContext(request, reply);
    const user = requireSignedIn(context);
    await consumeRate(context.db, [`image:user:${user.id}`], UPLOAD_RATE);
    return user;
  };

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 5, fieldSize: 1000, parts: 6 },
    });

    scope.post(AVATAR_UPLOAD_PATH, async (request, reply) => {
      await signedInUser(request, reply);
      const host = await images.host();
      if (!host) throw new AppError('image.not.configured');
      // With Cloudinary in effect the browser uploads there, after PUT sign-image-upload-url.
      if (host.kind !== 'local') throw new AppError('image.host.cloudinary');
      const imageId = await host.store(await readSingleFile(request), { maxBytes: AVATAR_MAX_BYTES });
      return { success: true, code: null, imageId };
    });
  });

  app.put(SIGN_IMAGE_UPLOAD_PATH, async (request, reply) => {
    await signedInUser(request, reply);
    const host = await images.host();
    if (!host) throw new AppError('image.not.configured');
    // With local storage the browser posts the file to the avatar route instead.
    if (host.kind !== 'cloudinary') throw new AppError('image.host.local');
    return { success: true, code: null, ...host.signUpload() };
  });
}

/** The one file of the multipart body; its size limit and count become the client's error codes. */
async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  const errors = request.server.multipartErrors;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file) throw new AppError('image.too.many');
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) throw new AppError('image.too.large');
    if (error instanceof errors.FilesLimitError) throw new AppError('image.too.many');
    if (error instanceof errors.InvalidMultipartContentTypeError) throw new AppError('image.required');
    if (error instanceof AppError) throw error;
    // Only the body is read here: anything else that failed is a malformed multipart body.
    throw new AppError('image.upload.invalid');
  }
  if (!file) throw new AppError('image.required');
  return file;
}
