// Responses go out through their contract schema: a field the contract does not know is dropped,
// and a value that breaks it is a bug caught here (a 500, logged) instead of in the browser.
// The JSON is sent with its Content-Length, and compression (compressJson) is told the text, so
// it neither reads a small answer nor reads a big one back out of its body.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { noteAnswerText } from './compression';

export function respond<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  value: z.input<Schema>,
  status: ContentfulStatusCode = 200,
): Response {
  const json = JSON.stringify(schema.parse(value));
  const response = c.body(json, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(json)),
  });
  return noteAnswerText(response, json);
}
