import { errorBodySchema } from '../../../src/api/contract/errors';
import { uploadResultSchema } from '../../../src/api/contract/files';

/** The error answers of every file route (no session, not allowed, not found). */
export const fileErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The answers of an upload, of a file or of a version: its result, 413 past the size limit, 422
 * for content refused. */
export const uploadResponses = {
  201: uploadResultSchema,
  413: errorBodySchema,
  422: errorBodySchema,
  ...fileErrors,
};
