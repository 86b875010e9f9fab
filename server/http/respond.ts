// Responses go out through their contract schema: a field the contract does not know is dropped,
// and a value that breaks it is a bug caught here (a 500, logged) instead of in the browser.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export function respond<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  value: z.input<Schema>,
  status: ContentfulStatusCode = 200,
): Response {
  return c.json(schema.parse(value) as object, status);
}
