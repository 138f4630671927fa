import type { AccessReason } from '../../src/api/contract/audience';

/**
 * Typed errors, mapped to HTTP in one place (plugins/errors.ts). Messages are i18n keys of the
 * `server` namespace, translated into the request's language by the handler.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey = 'errors.not_found') {
    super(404, 'not_found', messageKey);
  }
}

/**
 * The row read again after an access check, or 404 when it has gone in between (deleted by a
 * request that was answered meanwhile: the interface removes a file at once and may ask for it
 * again before the deletion's answer arrives).
 */
export function stillThere<T>(row: T | undefined): T {
  if (row === undefined) throw new NotFoundError();
  return row;
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super(401, 'unauthenticated', 'errors.unauthenticated');
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey = 'errors.forbidden') {
    super(403, 'forbidden', messageKey);
  }
}

/** 403 with a machine-readable reason: what the account lacks for this route (issue 26). */
export class AccessDeniedError extends AppError {
  constructor(readonly reason: AccessReason) {
    super(403, 'access_denied', `errors.access.${reason}`);
  }
}

export class CsrfError extends AppError {
  constructor() {
    super(419, 'csrf_token_mismatch', 'errors.csrf');
  }
}

export class GoneError extends AppError {
  constructor(messageKey = 'errors.gone') {
    super(410, 'gone', messageKey);
  }
}

export class ConflictError extends AppError {
  constructor(messageKey = 'errors.conflict') {
    super(409, 'conflict', messageKey);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(params: Record<string, unknown> = {}) {
    super(413, 'payload_too_large', 'errors.too_large', params);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      'too_many_requests',
      'errors.too_many_requests',
      { seconds: retryAfterSeconds },
      {
        'retry-after': String(retryAfterSeconds),
      },
    );
  }
}

/** One field error: an i18n key (server namespace) with its interpolation values. */
export type FieldError = { key: string; params?: Record<string, unknown> };

/** 422 in Laravel's shape. `fields` maps a field name to its errors. */
export class ValidationError extends AppError {
  constructor(readonly fields: Record<string, FieldError[]>) {
    super(422, 'validation', 'errors.validation');
  }

  static field(field: string, key: string, params?: Record<string, unknown>): ValidationError {
    return new ValidationError({ [field]: [{ key, params }] });
  }
}

/**
 * What an unexpected error may leave in the log: its kind, code, the statement's first words
 * and the stack, never the values it carried (a failed query's parameters are what a user typed).
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const error = err;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = (error as { code?: unknown }).code ?? cause?.code;
  const message = error.message.split(/\nparams:/)[0]!.slice(0, 300);
  const stack = error.stack
    ?.split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');
  return { type: error.name, code, message, stack };
}
