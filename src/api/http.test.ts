import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR_DETAIL, createApiClient, type FetchLike } from './http';

const ItemSchema = z.object({ id: z.string() });

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with the given status and body text. */
function fakeFetch(status = 200, body: string = JSON.stringify({ id: 'x1' })) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : body, { status });
  };
  return { fetch, calls };
}

function headerOf(call: Call | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('bearer token', () => {
  it('goes on /api/* requests when a token exists', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ getAccessToken: () => 'tok-1', fetch });
    await client.get('/api/assets/x1', ItemSchema);
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok-1');
  });

  it('may come from an async getter', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ getAccessToken: async () => 'tok-2', fetch });
    await client.post('/api/assets', ItemSchema, { name: 'Ring' });
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok-2');
  });

  it('is left out without a token', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ getAccessToken: () => null, fetch });
    await client.get('/api/auth/me', ItemSchema);
    expect(headerOf(calls[0], 'Authorization')).toBeNull();
  });

  it('never goes to paths outside /api/', async () => {
    const getAccessToken = vi.fn(() => 'tok-3');
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ getAccessToken, fetch });
    await client.get('/healthz', ItemSchema);
    await client.get('/apix/thing', ItemSchema);
    await client.get('https://elsewhere.example.com/api/assets', ItemSchema);
    expect(calls.map((call) => headerOf(call, 'Authorization'))).toEqual([null, null, null]);
    expect(getAccessToken).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('prefixes the base URL and writes the query without empty values', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({
      baseUrl: 'http://studio.test',
      getAccessToken: () => null,
      fetch,
    });
    await client.get('/api/assets', ItemSchema, {
      query: { q: 'halo ring', limit: 24, offset: 0, jewelry_type: undefined, sort: '', x: null },
    });
    expect(calls[0]?.url).toBe('http://studio.test/api/assets?q=halo+ring&limit=24&offset=0');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends JSON bodies with a content type', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ getAccessToken: () => null, fetch });
    await client.put('/api/assets/x1', ItemSchema, { name: 'Celeste' });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"name":"Celeste"}');
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('returns the parsed body, with unknown fields dropped', async () => {
    const { fetch } = fakeFetch(200, JSON.stringify({ id: 'x1', extra: true }));
    const client = createApiClient({ getAccessToken: () => null, fetch });
    await expect(client.get('/api/x', ItemSchema)).resolves.toEqual({ id: 'x1' });
  });

  it('hands an empty body to the schema as undefined', async () => {
    const { fetch, calls } = fakeFetch(204);
    const client = createApiClient({ getAccessToken: () => null, fetch });
    await expect(client.delete('/api/transformations/t1', z.undefined())).resolves.toBeUndefined();
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('uploads form data without setting a content type (the boundary is the browser’s)', async () => {
    const { fetch, calls } = fakeFetch(201, JSON.stringify({ id: 'k1' }));
    const client = createApiClient({ getAccessToken: () => 'tok', fetch });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/webp' }), 'manual_crop.webp');
    await expect(
      client.upload('/api/assets/upload-manual-crop', ItemSchema, form),
    ).resolves.toEqual({ id: 'k1' });
    expect(calls[0]?.init.body).toBe(form);
    expect(headerOf(calls[0], 'Content-Type')).toBeNull();
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok');
  });
});

describe('errors', () => {
  it('uses the body detail and code', async () => {
    const { fetch } = fakeFetch(
      404,
      JSON.stringify({ detail: 'Asset not found.', code: 'not_found' }),
    );
    const client = createApiClient({ getAccessToken: () => null, fetch });
    const error = await failure(client.get('/api/assets/nope', ItemSchema));
    expect(error).toMatchObject({ status: 404, detail: 'Asset not found.', code: 'not_found' });
    expect(error.message).toBe('Asset not found.');
  });

  it('falls back to message, then error', async () => {
    const client = (body: unknown) =>
      createApiClient({
        getAccessToken: () => null,
        fetch: fakeFetch(400, JSON.stringify(body)).fetch,
      });
    expect((await failure(client({ message: 'Bad crop.' }).get('/api/x', ItemSchema))).detail).toBe(
      'Bad crop.',
    );
    expect((await failure(client({ error: 'Nope.' }).get('/api/x', ItemSchema))).detail).toBe(
      'Nope.',
    );
    expect(
      (
        await failure(
          client({ detail: [{ msg: 'name required' }, { msg: 'type wrong' }] }).get(
            '/api/x',
            ItemSchema,
          ),
        )
      ).detail,
    ).toBe('name required type wrong');
  });

  it('says which status failed when the body says nothing', async () => {
    for (const body of ['', '<html>Bad gateway</html>', '{}', '{"detail":"  "}']) {
      const { fetch } = fakeFetch(500, body);
      const client = createApiClient({ getAccessToken: () => null, fetch });
      const error = await failure(client.get('/api/x', ItemSchema));
      expect(error).toMatchObject({ status: 500, detail: 'Request failed with status 500' });
      expect(error.code).toBeUndefined();
    }
  });

  it('turns a network failure into status 0 with the network message', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    const client = createApiClient({ getAccessToken: () => null, fetch });
    const error = await failure(client.get('/api/x', ItemSchema));
    expect(error).toMatchObject({ status: 0, detail: NETWORK_ERROR_DETAIL, code: 'network_error' });
    expect(NETWORK_ERROR_DETAIL).toBe('Network error: could not reach the studio.');
  });

  it('lets a cancellation through as it is', async () => {
    const fetch: FetchLike = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    const client = createApiClient({ getAccessToken: () => null, fetch });
    await expect(client.get('/api/x', ItemSchema)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a response that breaks the contract, naming the call', async () => {
    const { fetch } = fakeFetch(200, JSON.stringify({ id: 42 }));
    const client = createApiClient({ getAccessToken: () => null, fetch });
    const error = await failure(client.get('/api/assets/x1', ItemSchema));
    expect(error.status).toBe(0);
    expect(error.code).toBe('invalid_response');
    expect(error.detail).toContain('GET /api/assets/x1');
    expect(error.detail).toContain('id');
  });

  it('reports a 2xx body that is not JSON as a contract break', async () => {
    const { fetch } = fakeFetch(200, '<html></html>');
    const client = createApiClient({ getAccessToken: () => null, fetch });
    expect((await failure(client.get('/api/x', ItemSchema))).detail).toContain('GET /api/x');
  });
});

describe('upload progress', () => {
  const original = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  /** Just enough XMLHttpRequest for the client: reports two progress events, then answers. */
  class FakeXhr {
    static last: FakeXhr | undefined;
    headers: Record<string, string> = {};
    method = '';
    url = '';
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send() {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 200 } as ProgressEvent);
      progress(50);
      progress(200);
      this.status = 201;
      this.responseText = JSON.stringify({ id: 'k2' });
      this.onload?.();
    }
    abort() {
      this.onabort?.();
    }
  }

  it('reports progress through XMLHttpRequest and parses the answer', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    const client = createApiClient({ getAccessToken: () => 'tok', fetch: fakeFetch().fetch });
    const seen: number[] = [];
    const result = await client.upload(
      '/api/designs/initiate-analysis',
      ItemSchema,
      new FormData(),
      {
        onProgress: (fraction) => seen.push(fraction),
      },
    );
    expect(result).toEqual({ id: 'k2' });
    expect(seen).toEqual([0.25, 1]);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.headers.authorization).toBe('Bearer tok');
    expect(FakeXhr.last?.headers['content-type']).toBeUndefined();
  });
});

describe('files', () => {
  it('fetches a file with the token, the media type asked for and the query', async () => {
    const calls: Call[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return new Response(new Uint8Array([137, 80, 78, 71]), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      });
    };
    const client = createApiClient({ getAccessToken: () => 'tok', fetch });
    const blob = await client.file('/api/assets/x1/cutout', 'image/png', { query: { v: 3 } });
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(calls[0]?.url).toBe('/api/assets/x1/cutout?v=3');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok');
    expect(headerOf(calls[0], 'Accept')).toBe('image/png');
  });

  it('fails like the JSON calls, with the server detail', async () => {
    const { fetch } = fakeFetch(
      404,
      JSON.stringify({ detail: 'Asset not found.', code: 'not_found' }),
    );
    const client = createApiClient({ getAccessToken: () => 'tok', fetch });
    expect(await failure(client.file('/api/assets/x1/cutout', 'image/png'))).toMatchObject({
      status: 404,
      detail: 'Asset not found.',
      code: 'not_found',
    });
  });

  it('reports a network failure, and lets a cancellation through as is', async () => {
    const offline = createApiClient({
      getAccessToken: () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await failure(offline.file('/api/x', 'image/png'))).toMatchObject({
      status: 0,
      detail: NETWORK_ERROR_DETAIL,
    });
    const cancelled = createApiClient({
      getAccessToken: () => null,
      fetch: () => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
    });
    await expect(cancelled.file('/api/x', 'image/png')).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
