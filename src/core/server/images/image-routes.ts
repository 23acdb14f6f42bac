import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMAGE_CONFIG_PATH,
  IMAGE_CROPS,
  IMAGE_GRAVITIES,
  type ImageUrlOptions,
  LOCAL_IMAGE_PATH,
} from '@/core/shared/image-url';
import { AppError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { mountAccountImageRoutes } from './account-image-routes';
import type { ImageService } from './image-service';

type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;

const side = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2000));

/** `?w=&h=&c=&g=` of a local image URL; other parameters (cache busters) are ignored. */
const renderQuerySchema = z.object({
  w: side.optional(),
  h: side.optional(),
  c: z.enum(IMAGE_CROPS).optional(),
  g: z.enum(IMAGE_GRAVITIES).optional(),
});

/**
 * The image endpoints: the public config the upload component reads, local renders, and the
 * signed-in upload and signing calls of the profile.
 */
export async function mountImageRoutes(
  app: FastifyInstance,
  images: ImageService,
  createContext: ContextFactory,
): Promise<void> {
  app.get(IMAGE_CONFIG_PATH, async (_request, reply) => {
    // An admin may switch hosts at any time: browsers revalidate.
    return reply.header('cache-control', 'no-cache').send(await images.publicConfig());
  });

  app.get<{ Params: { id: string } }>(`${LOCAL_IMAGE_PATH}/:id`, async (request, reply) => {
    const query = renderQuerySchema.safeParse(request.query);
    if (!query.success) throw new AppError('image.params.invalid');
    if (!images.local) throw new AppError('image.not.found', { status: 404 });
    const { w, h, c, g } = query.data;
    const options: ImageUrlOptions = {
      ...(w && { width: w }),
      ...(h && { height: h }),
      ...(c && { crop: c }),
      ...(g && { gravity: g }),
    };
    const image = await images.local.render(request.params.id, options);
    return (
      reply
        .header('content-type', 'image/webp')
        // An id's content never changes: any cache may keep it for good.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image)
    );
  });

  await mountAccountImageRoutes(app, images, createContext);
}
