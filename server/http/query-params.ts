// Reads and validates the query string, like jsonBody does the body: a 422 naming the parameters,
// unknown parameters dropped. A repeated parameter counts once (its first value).
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError } from './errors';
import { validationDetail } from './validation-detail';

/** Middleware: `app.get('/x', queryParams(schema), (c) => { const q = c.req.valid('query') })`. */
export function queryParams<Schema extends z.ZodType>(schema: Schema) {
  return validator('query', async (value): Promise<z.output<Schema>> => {
    const firstValues = Object.fromEntries(
      Object.entries(value).map(([name, given]) => [name, Array.isArray(given) ? given[0] : given]),
    );
    const result = await schema.safeParseAsync(firstValues);
    if (!result.success) {
      throw new ApiError(422, validationDetail('Invalid query', result.error), 'invalid_query');
    }
    return result.data;
  });
}
