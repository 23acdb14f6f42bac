/**
 * An error a client caused or may see. `code` is a dotted key the client translates
 * (`limit.invalid`, `user.not.authorized`); 5xx errors are never built from this class, but for
 * `server.busy` (503, `serverBusy()`): the server was too busy to do the work, try again later.
 */
export class AppError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(
    readonly code: string,
    options: { status?: number; field?: string } = {},
  ) {
    super(code);
    this.status = options.status ?? 400;
    this.field = options.field;
  }
}

export const notAuthorized = () => new AppError('user.not.authorized', { status: 403 });
