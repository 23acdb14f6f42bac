import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@/core/server/errors';
import type { RouteDeps } from '@/core/server/module';
import {
  SCHOOL_IMPORT_MAX_BYTES,
  SCHOOL_IMPORT_UPLOAD_PATH,
} from '@/modules/openschool/shared/import/school-import-settings';
import { requireImportPermission, uploadSchoolImport } from './school-import-service';

/**
 * The import's upload: one file of up to SCHOOL_IMPORT_MAX_BYTES as a multipart body (field
 * `file`), answered like the GraphQL mutation (`{ success, code, item: { id } }`); the preview
 * is then read through GraphQL. Guarded as the mutation, before the body is read; CSRF as every POST.
 */
export function mountSchoolImportRoutes(app: FastifyInstance, { createContext }: RouteDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: SCHOOL_IMPORT_MAX_BYTES, fields: 2, fieldSize: 1000, parts: 3 },
    });
    scope.post(SCHOOL_IMPORT_UPLOAD_PATH, async (request, reply) => {
      const context = await createContext(request, reply);
      requireImportPermission(context);
      let upload: { fileName: string; bytes: Uint8Array } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (upload) throw new AppError('request.invalid', { field: 'file' });
          upload = { fileName: part.filename, bytes: await part.toBuffer() };
        }
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('import.too.large', { status: 413, field: 'file' });
        }
        if (error instanceof AppError) throw error;
        throw new AppError('request.invalid', { field: 'file' });
      }
      if (!upload) throw new AppError('import.empty', { field: 'file' });
      const view = await uploadSchoolImport(context, upload);
      return reply.header('cache-control', 'no-store').send({
        success: true,
        code: null,
        error: null,
        field: null,
        item: { id: view.id, format: view.format, counts: view.analysis.counts },
      });
    });
  });
}
