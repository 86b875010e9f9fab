// The browser's http client for the studio API: adds the bearer token to /api/* (spec §6),
// validates every response against its contract schema, and turns every failure into an ApiError
// whose `detail` can be shown to the designer. Loads in Node too (no browser globals at load).
import type { z } from 'zod';

export const NETWORK_ERROR_DETAIL = 'Network error: could not reach the studio.';

/** A failed call. `status` is the HTTP status, or 0 when no usable answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  /** Safe to show: the server's `detail`, or a sentence written here. */
  readonly detail: string;
  readonly code: string | undefined;

  constructor(status: number, detail: string, code?: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type AccessTokenGetter = () => string | null | Promise<string | null>;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  /** Prefix for every path; '' talks to the page's own origin. */
  baseUrl?: string;
  getAccessToken: AccessTokenGetter;
  fetch?: FetchLike;
}

export interface RequestOptions {
  /** Empty values (undefined, null, '') are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** 0-1 as the file goes up; needs XMLHttpRequest, so browsers only. */
  onProgress?: (fraction: number) => void;
}

export interface ApiClient {
  get<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  put<S extends z.ZodType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  delete<S extends z.ZodType>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /**
   * GET of a file (an image the API serves, such as a cut-out PNG) as a Blob, with the same token
   * and errors as the JSON calls; `accept` is the media type asked for.
   */
  file(path: string, accept: string, options?: RequestOptions): Promise<Blob>;
  /** Multipart POST. An empty 2xx body reaches the schema as undefined. */
  upload<S extends z.ZodType>(
    path: string,
    schema: S,
    formData: FormData,
    options?: UploadOptions,
  ): Promise<z.output<S>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RawResponse {
  status: number;
  text: string;
}

export function createApiClient({
  baseUrl = '',
  getAccessToken,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  // Looked up per call, so a fetch patched later (mocks, tests) is the one used.
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function headersFor(path: string, extra: Record<string, string> = {}): Promise<Headers> {
    const headers = new Headers({ Accept: 'application/json', ...extra });
    // Only our own API gets the token (spec §6); never an absolute URL to somewhere else.
    if (path.startsWith('/api/')) {
      const token = await getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  }

  async function viaFetch(
    method: Method,
    url: string,
    init: { headers: Headers; body?: BodyInit; signal?: AbortSignal },
  ): Promise<RawResponse> {
    try {
      const response = await doFetch(url, { method, ...init });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (isAbortError(error)) throw error; // cancellation is not a failure to report
      throw new ApiError(0, NETWORK_ERROR_DETAIL, 'network_error');
    }
  }

  async function send<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const hasBody = body !== undefined;
    const headers = await headersFor(path, hasBody ? { 'Content-Type': 'application/json' } : {});
    const url = baseUrl + path + queryString(options.query);
    const raw = await viaFetch(method, url, {
      headers,
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return readResponse(method, path, raw, schema);
  }

  return {
    get: (path, schema, options) => send('GET', path, schema, undefined, options),
    post: (path, schema, body, options) => send('POST', path, schema, body, options),
    put: (path, schema, body, options) => send('PUT', path, schema, body, options),
    delete: (path, schema, options) => send('DELETE', path, schema, undefined, options),
    async file(path, accept, options = {}) {
      const headers = await headersFor(path, { Accept: accept });
      const url = baseUrl + path + queryString(options.query);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'GET',
          headers,
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new ApiError(0, NETWORK_ERROR_DETAIL, 'network_error');
      }
      if (response.status < 200 || response.status > 299) {
        const { detail, code } = errorFromBody(parseBody(await response.text()), response.status);
        throw new ApiError(response.status, detail, code);
      }
      try {
        return await response.blob();
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new ApiError(0, NETWORK_ERROR_DETAIL, 'network_error');
      }
    },
    async upload(path, schema, formData, options = {}) {
      // No Content-Type: the browser writes the multipart boundary itself.
      const headers = await headersFor(path);
      const url = baseUrl + path;
      const raw =
        options.onProgress && typeof XMLHttpRequest !== 'undefined'
          ? await viaXhr(url, headers, formData, options)
          : await viaFetch('POST', url, {
              headers,
              body: formData,
              ...(options.signal ? { signal: options.signal } : {}),
            });
      return readResponse('POST', path, raw, schema);
    },
  };
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function readResponse<S extends z.ZodType>(
  method: Method,
  path: string,
  raw: RawResponse,
  schema: S,
): z.output<S> {
  const body = parseBody(raw.text);
  if (raw.status < 200 || raw.status > 299) {
    const { detail, code } = errorFromBody(body, raw.status);
    throw new ApiError(raw.status, detail, code);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ApiError(
      0,
      `Unexpected response from ${method} ${path}: ${issues}`,
      'invalid_response',
    );
  }
  return parsed.data;
}

/** JSON when it is JSON, the raw text otherwise (a proxy's HTML page), undefined when empty. */
function parseBody(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The most useful sentence in an error body: detail, else message, else error. */
function errorFromBody(body: unknown, status: number): { detail: string; code?: string } {
  const fallback = `Request failed with status ${status}`;
  if (typeof body !== 'object' || body === null) return { detail: fallback };
  const record = body as Record<string, unknown>;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const detail =
    nonBlank(record.detail) ??
    validationMessages(record.detail) ??
    nonBlank(record.message) ??
    nonBlank(record.error) ??
    fallback;
  return code === undefined ? { detail } : { detail, code };
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Validation errors as a list of `{msg}` (FastAPI style) become one sentence. */
function validationMessages(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const messages = value
    .map((item: unknown) =>
      typeof item === 'object' && item !== null
        ? nonBlank((item as { msg?: unknown }).msg)
        : undefined,
    )
    .filter((message): message is string => message !== undefined);
  return messages.length ? messages.join(' ') : undefined;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function abortError(): Error {
  const error = new Error('The upload was cancelled.');
  error.name = 'AbortError';
  return error;
}

/** fetch cannot report upload progress; XMLHttpRequest can. */
function viaXhr(
  url: string,
  headers: Headers,
  formData: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, NETWORK_ERROR_DETAIL, 'network_error'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(formData);
  });
}
