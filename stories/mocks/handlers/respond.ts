// Helpers every mock handler uses, so each one answers in the contract's shapes: bodies typed
// (and checked at run time) by the endpoint's response schema, errors as {detail, code?}.
import {
  HttpResponse,
  delay,
  http,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { z } from 'zod';
import type { ErrorBody } from '../../../src/api/common';
import { endpoints, type EndpointName } from '../../../src/api/endpoints';

export type ResponseOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>;

type Resolver = HttpResponseResolver<PathParams<'id'>>;

const register = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
} as const;

/** A handler on an endpoint's own method and path, taken from the contract's endpoint table. */
export function handle(name: EndpointName, resolver: Resolver): HttpHandler {
  const { method, path } = endpoints[name];
  return register[method](path, resolver);
}

/**
 * A success body for an endpoint. Checked against the response schema, so a fixture that drifts
 * from the contract fails the story loudly instead of rendering something the server never sends.
 */
export function respond<N extends EndpointName>(
  name: N,
  body: ResponseOf<N>,
  status = 200,
): HttpResponse<ResponseOf<N>> {
  const checked = endpoints[name].response.parse(body) as ResponseOf<N>;
  return HttpResponse.json(checked as never, { status }) as HttpResponse<ResponseOf<N>>;
}

export function errorResponse(status: number, detail: string, code?: string) {
  const body: ErrorBody = code === undefined ? { detail } : { detail, code };
  return HttpResponse.json(body, { status });
}

/** What the server answers when a body or query breaks the contract. */
export function invalidRequest(error: z.ZodError) {
  const detail = error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  return errorResponse(422, detail, 'validation_error');
}

/** The request body as JSON, or undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The query string as a plain object, for the contract's query schemas. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** An endpoint that fails with the given status and detail. */
export function failing(name: EndpointName, status: number, detail: string, code?: string) {
  return handle(name, () => errorResponse(status, detail, code));
}

/** An endpoint that never answers: loading states stay on screen. */
export function pending(name: EndpointName) {
  return handle(name, async () => {
    await delay('infinite');
  });
}

/** An endpoint whose network connection fails. */
export function unreachable(name: EndpointName) {
  return handle(name, () => HttpResponse.error());
}

/** Answers call n with item n; the last item repeats. For polling stories. */
export function inTurn<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('inTurn needs at least one item.');
  let call = 0;
  return () => items[Math.min(call++, items.length - 1)]!;
}
