import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '@/core/server/auth/guard';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { parseInput } from '@/core/server/validation';
import { ADMIN_EXPORT_PATH, ADMIN_IMPORT_PATH } from '@/core/shared/admin-file-paths';
import { adminPermission } from '@/core/shared/admin-permission';
import { withoutNulls } from '@/core/shared/objects';
import { adminEntityOf } from './admin-entity-registry';
import { streamExport } from './admin-export-service';
import { IMPORT_MAX_BYTES, type ImportReport, importRecords } from './admin-import-service';

type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;

const formatSchema = z.enum(['csv', 'json'], 'import.format.invalid');
const exportQuerySchema = z.object({
  format: formatSchema,
  /** The list's input as JSON (`{"q":"porto","sort":"name"}`): search, sort and filters. */
  list: z.string().max(4000, 'request.invalid').optional(),
});
const importQuerySchema = z.object({
  format: formatSchema.optional(),
  commit: z.enum(['true', 'false'], 'request.invalid').default('false'),
});

function entityOf(pathName: string) {
  const entity = adminEntityOf(pathName);
  if (!entity?.file) throw new AppError('not.found', { status: 404 });
  return entity;
}

/** The list's input as the GraphQL field takes it, its nulls (`page: null`) left out. */
function listOf(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const list = JSON.parse(text);
    if (typeof list === 'object' && list !== null && !Array.isArray(list)) return withoutNulls(list);
  } catch {}
  throw new AppError('request.invalid', { field: 'list' });
}

/** The uploaded file's text and name; its size limit and absence become the client's codes. */
async function readUpload(request: FastifyRequest): Promise<{ content: string; name: string }> {
  const errors = request.server.multipartErrors;
  let upload: { content: string; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload) throw new AppError('request.invalid', { field: 'file' });
      upload = { content: (await part.toBuffer()).toString('utf8'), name: part.filename };
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError)
      throw new AppError('import.too.large', { status: 413, field: 'file' });
    if (error instanceof AppError) throw error;
    // Only the body is read here: anything else that failed is a malformed multipart body.
    throw new AppError('request.invalid', { field: 'file' });
  }
  if (!upload || upload.content.replace(/^\uFEFF/, '').trim() === '')
    throw new AppError('import.empty', { field: 'file' });
  return upload;
}

const answerOf = (report: ImportReport) => {
  const inError = report.rows.some((row) => row.errors.length > 0);
  return {
    success: !inError,
    code: inError ? 'import.invalid' : null,
    error: inError ? 'import.invalid' : null,
    field: null,
    ...report,
  };
};

/**
 * The admin's file routes, for lists and files of any size: an export streamed a page at a
 * time, and an import uploaded as a multipart body of up to IMPORT_MAX_BYTES (GraphQL requests
 * stop at 1 MiB). Both are guarded as their GraphQL fields are; CSRF as every POST.
 */
export async function mountAdminFileRoutes(app: FastifyInstance, createContext: ContextFactory) {
  app.get<{ Params: { entity: string } }>(`${ADMIN_EXPORT_PATH}/:entity`, async (request, reply) => {
    const entity = entityOf(request.params.entity);
    const query = parseInput(exportQuerySchema, request.query);
    const context = await createContext(request, reply);
    const file = await streamExport(entity, context, listOf(query.list), query.format);
    return reply
      .header('content-type', `${file.mediaType}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .header('x-export-count', String(file.count))
      .header('x-export-truncated', String(file.truncated))
      .send(Readable.from(file.chunks));
  });

  // Multipart parsing is registered inside this scope only: no other route starts accepting it.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5, fieldSize: 1000, parts: 6 },
    });
    scope.post<{ Params: { entity: string } }>(`${ADMIN_IMPORT_PATH}/:entity`, async (request, reply) => {
      const entity = entityOf(request.params.entity);
      if (!entity.file?.toInput || !entity.create || !entity.update)
        throw new AppError('not.found', { status: 404 });
      const query = parseInput(importQuerySchema, request.query);
      const context = await createContext(request, reply);
      // Before the body is read: a file from someone who may not import is not even parsed.
      requirePermission(context, adminPermission(entity, 'create'));
      try {
        const upload = await readUpload(request);
        const format = query.format ?? (upload.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
        // PostgreSQL text holds no NUL: such a file is not one we wrote, nor a spreadsheet.
        if (upload.content.includes('\u0000'))
          throw new AppError(`import.${format}.invalid`, { field: 'file' });
        const commit = query.commit === 'true';
        const answer = answerOf(
          await importRecords(entity, context, { format, content: upload.content, commit }),
        );
        return reply.status(answer.success ? 200 : 422).send(answer);
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'user.not.authorized') throw error;
        // The answer of a refused file has the same fields as a preview: the dialog shows both.
        const { code, field, status } = error;
        const empty = { rows: [], committed: false, created: 0, updated: 0 };
        return reply
          .status(status)
          .send({ success: false, code, error: code, field: field ?? null, ...empty });
      }
    });
  });
}
