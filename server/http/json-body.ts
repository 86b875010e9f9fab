// Reads and validates a JSON request body. Malformed JSON is a 400, a body that does not match
// the schema a 422 naming the fields; unknown fields are dropped by the schema (no mass assignment).
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError, errorBody } from './errors';
import { validationDetail } from './validation-detail';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Generous for any JSON this API takes (an asset with its analysis is a few kB). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/** Middleware: `app.post('/x', jsonBody(schema), (c) => { const body = c.req.valid('json') })`. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validator('json', async (value, c): Promise<z.output<Schema>> => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json).');
    }
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      throw new ApiError(
        422,
        validationDetail('Invalid request body', result.error),
        'invalid_body',
      );
    }
    return result.data;
  });
}

/** Put before `jsonBody`: a larger body is refused with 413 before it is read into memory. */
export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT_BYTES) {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        errorBody(`The request body is too large (at most ${maxSize / 1024} kB).`, 'too_large'),
        413,
      ),
  });
}
