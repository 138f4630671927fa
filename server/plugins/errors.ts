import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccessDeniedError, AppError, loggableError, ValidationError } from '../lib/errors';
import { pickLanguage, translator } from '../lib/i18n';
import { fieldErrorsToMessages, issuesToFieldErrors, RequestValidationError } from './validation';

/** One error handler (the 404 handler lives in app.ts, beside the SPA fallback): `{ message, errors? }`, never a stack or SQL text. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lng = pickLanguage(request.headers['accept-language']);
      const t = translator(lng);
      // Fastify hands back the validator's own error object (see plugins/validation.ts).
      if (error instanceof RequestValidationError) {
        const errors = issuesToFieldErrors(error.issues, t);
        return reply
          .status(422)
          .send({ message: firstMessage(errors) ?? t('errors.validation'), errors });
      }
      if (error instanceof ValidationError) {
        const errors = fieldErrorsToMessages(error.fields, t);
        return reply
          .status(422)
          .send({ message: firstMessage(errors) ?? t('errors.validation'), errors });
      }
      if (error instanceof AccessDeniedError) {
        return reply
          .status(403)
          .send({ message: t(error.messageKey, error.params), reason: error.reason });
      }
      if (error instanceof AppError) {
        for (const [k, v] of Object.entries(error.headers)) void reply.header(k, v);
        return reply.status(error.statusCode).send({ message: t(error.messageKey, error.params) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: loggableError(error) }, 'request failed');
        return reply.status(500).send({ message: t('errors.server') });
      }
      if (status === 413) return reply.status(413).send({ message: t('errors.too_large') });
      if (status === 415) return reply.status(415).send({ message: t('errors.unsupported_media') });
      if (status === 404) return reply.status(404).send({ message: t('errors.not_found') });
      return reply.status(status).send({ message: t('errors.bad_request') });
    });
  },
  { name: 'errors' },
);

function firstMessage(errors: Record<string, string[]>): string | undefined {
  return Object.values(errors)[0]?.[0];
}
