import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostedForm } from '@/core/shared/posted-form';
import { AppError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { failedResult } from '../graphql/mutation-result';
import { isSecretName } from '../http/redact-url';
import type { PageForm } from './page-form';
import type { PageHandler } from './page-route';

/** A form's fields are short texts: a contact message is the longest (a few thousand characters). */
const FORM_BODY_LIMIT = 64 * 1024;

/** The fields to show again: never a password, a captcha answer or a token. */
function shownValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !isSecretName(name)));
}

/**
 * A form body as its fields, each name's first value (a form sends every field once), as a
 * plain object: the client input guard then sees a NUL character in it as in any other body.
 */
function fieldsOf(body: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) if (!fields.has(name)) fields.set(name, value);
  return Object.fromEntries(fields);
}

/** The fields a request's parsed body holds: none from a body that was not a form. */
function postedFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The page forms of the modules, answered as plain HTML forms (decision 075): a page's URL
 * takes a POST of its form's fields (`application/x-www-form-urlencoded`, parsed here only),
 * runs the form's `submit` and redirects with 303 where it says, or renders the page again
 * showing the refusal (the status of the refusal, as the API answers it) with the fields typed,
 * secrets left out. The page is rendered as any other, never kept nor served from the page
 * cache, and the answer is not stored anywhere (`no-store`). The CSRF guard has already refused
 * another site's post.
 */
export function mountPageForms(
  app: FastifyInstance,
  options: {
    /** Each with the setting of its module: while that is off, the page (a 404) is all there is. */
    forms: (PageForm & { enableSetting?: string | undefined })[];
    createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;
    renderPage: PageHandler;
  },
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, fieldsOf(body as string)),
    );
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    for (const form of options.forms) {
      scope.post(form.path, async (request, reply) => {
        const fields = postedFields(request.body);
        const context = await options.createContext(request, reply);
        if (form.enableSetting && (await context.settings.get<boolean>(form.enableSetting)) === false)
          return options.renderPage(request, reply);
        let posted: PostedForm;
        let status = 200;
        try {
          const next = await form.submit({
            fields,
            params: request.params as Record<string, string>,
            query: new URL(request.url, 'http://localhost').searchParams,
            context,
          });
          if (next) return reply.redirect(next, 303);
          posted = { values: {}, result: { success: true, code: null, field: null, fieldErrors: [] } };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const { success, code, field, fieldErrors } = failedResult(error);
          posted = { values: shownValues(fields), result: { success, code, field, fieldErrors } };
          status = error.status;
        }
        request.postedForm = { status, form: posted };
        return options.renderPage(request, reply);
      });
    }
  });
}
