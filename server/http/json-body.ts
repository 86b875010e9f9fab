// Reads and validates a JSON request body. Malformed JSON is a 400, a body that does not match
// the schema a 422 naming the fields; unknown fields are dropped by the schema (no mass assignment).
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError } from './errors';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Middleware: `app.post('/x', jsonBody(schema), (c) => { const body = c.req.valid('json') })`. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validator('json', async (value, c): Promise<z.output<Schema>> => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json).');
    }
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      const problems = result.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      );
      throw new ApiError(422, `Invalid request body: ${problems.join('; ')}.`, 'invalid_body');
    }
    return result.data;
  });
}
