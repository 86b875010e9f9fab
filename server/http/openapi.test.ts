import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints';
import { setupTestApp } from '../test/app';
import { PUBLIC_CALLS } from './public-calls';

const testApp = setupTestApp();

interface Document {
  openapi: string;
  security: unknown;
  paths: Record<
    string,
    Record<string, { operationId: string; security?: unknown; responses: Record<string, unknown> }>
  >;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: unknown };
}

async function fetchDocument(): Promise<Document> {
  const res = await testApp.build().request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('GET /api/openapi.json', () => {
  it('is public and describes every call of the contract as OpenAPI 3.1', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = endpoint.path.replace(':id', '{id}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${path}`).toBe(name);
      if (PUBLIC_CALLS.includes(endpoint.path)) {
        expect(operation?.security, path).toEqual([]);
        expect(operation?.responses['401'], path).toBeUndefined();
      } else {
        expect(operation?.responses['401'], path).toBeDefined();
      }
    }
    expect(PUBLIC_CALLS).toEqual(['/api/plans']);
  });

  it('describes the cut-outs as PNG files, private to their owner', async () => {
    const document = await fetchDocument();
    for (const [path, operationId] of [
      ['/api/assets/{id}/cutout', 'getAssetCutout'],
      ['/api/designs/{id}/cutout', 'getTemporaryDesignCutout'],
    ] as const) {
      const operation = document.paths[path]!.get!;
      expect(operation.operationId).toBe(operationId);
      expect(operation.responses['200']).toEqual({
        description: 'Success.',
        content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
      });
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '404']));
    }
  });

  it('describes a sketch cut-out’s regions: id, kind, area and box each', async () => {
    const document = await fetchDocument();
    for (const [path, operationId] of [
      ['/api/assets/{id}/cutout/regions', 'getAssetCutoutRegions'],
      ['/api/designs/{id}/cutout/regions', 'getTemporaryDesignCutoutRegions'],
    ] as const) {
      const operation = document.paths[path]!.get!;
      expect(operation.operationId).toBe(operationId);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '401', '404']),
      );
    }
    const region = document.components.schemas.CutoutRegion ?? undefined;
    const schema = JSON.stringify(document.components.schemas);
    for (const field of ['"kind"', '"area"', '"box"', '"outline"']) expect(schema).toContain(field);
    expect(region === undefined || Array.isArray(region.required)).toBe(true);
  });

  it('describes the cut-out corrections: strokes, reset or motif in, the new metadata out', async () => {
    const document = await fetchDocument();
    const { schemas } = document.components;
    for (const [path, operationId] of [
      ['/api/assets/{id}/cutout', 'correctAssetCutout'],
      ['/api/designs/{id}/cutout', 'correctTemporaryDesignCutout'],
    ] as const) {
      const operation = document.paths[path]!.put! as unknown as {
        operationId: string;
        requestBody: { content: Record<string, { schema: { $ref: string } }> };
        responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
      };
      expect(operation.operationId).toBe(operationId);
      expect(operation.requestBody.content['application/json']!.schema.$ref).toBe(
        '#/components/schemas/CorrectAssetCutoutRequest',
      );
      expect(operation.responses['200']!.content!['application/json']!.schema.$ref).toBe(
        '#/components/schemas/CutoutMetadata',
      );
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['401', '404', '409', '422']),
      );
    }
    const request = schemas.CorrectAssetCutoutRequest!.properties as Record<string, unknown>;
    expect(Object.keys(request).sort()).toEqual(['motif', 'regions', 'reset', 'strokes']);
    expect(schemas.CutoutMetadata!.required).toEqual(
      expect.arrayContaining([
        'cutout_version',
        'cutout_width',
        'cutout_height',
        'cutout_review',
        'cutout_review_reasons',
        'cutout_motifs',
        'strokes_applied',
      ]),
    );
    for (const name of ['Asset', 'TemporaryDesign']) {
      expect(schemas[name]!.required, name).toEqual(
        expect.arrayContaining(['cutout_version', 'cutout_motifs', 'cutout_confirmed']),
      );
    }
  });

  it('describes the asset update: a re-crop and the cut-out confirmation, both optional', async () => {
    const document = await fetchDocument();
    const { schemas } = document.components;
    const update = document.paths['/api/assets/{id}']!.put! as unknown as {
      operationId: string;
      description: string;
      requestBody: { content: Record<string, { schema: { $ref: string } }> };
      responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
    };
    expect(update.operationId).toBe('updateAsset');
    expect(update.description).toContain('new version');
    expect(update.requestBody.content['application/json']!.schema.$ref).toBe(
      '#/components/schemas/UpdateAssetRequest',
    );
    expect(update.responses['200']!.content!['application/json']!.schema.$ref).toBe(
      '#/components/schemas/Asset',
    );
    expect(Object.keys(update.responses)).toEqual(
      expect.arrayContaining(['401', '404', '409', '422']),
    );
    const request = schemas.UpdateAssetRequest!;
    expect(request.properties).toHaveProperty('s3_key_cropped_image');
    expect(request.properties).toHaveProperty('cutout_confirmed');
    expect(request.required).not.toContain('s3_key_cropped_image');
    expect(request.required).not.toContain('cutout_confirmed');
  });

  it('describes the upload gate (429, 503) on uploads, and outages (503) on every call', async () => {
    const document = await fetchDocument();
    for (const path of ['/api/designs/initiate-analysis', '/api/assets/upload-manual-crop']) {
      const responses = document.paths[path]!.post!.responses as Record<
        string,
        { description?: string } | undefined
      >;
      expect(responses['429']?.description, path).toMatch(/too_many_uploads.*Retry-After/);
      expect(responses['503']?.description, path).toMatch(/server_busy.*Retry-After/);
    }
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation!.responses), `${method} ${path}`).toContain('503');
      }
    }
  });

  it('describes schemas from the contract, every reference resolving', async () => {
    const document = await fetchDocument();
    const { schemas } = document.components;
    for (const ref of refsIn(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
    expect(Object.keys(schemas.Asset!.properties as object)).toContain('base_fidelity_score');
    expect(schemas.CreateTransformationRequest!.required).toContain('pipeline_step_name');
    const create = document.paths['/api/transformations']!.post!;
    expect(Object.keys(create.responses).sort()).toEqual([
      '201',
      '401',
      '402',
      '404',
      '413',
      '415',
      '422',
      '503',
    ]);
    const confirm = document.paths['/api/assets']!.post!;
    expect(Object.keys(confirm.responses)).toContain('422');
    expect(schemas.CreateAssetRequest!.properties).toHaveProperty('cutout_confirmed');
    expect(schemas.CreateAssetRequest!.required).not.toContain('cutout_confirmed');
    for (const name of ['Asset', 'TemporaryDesign']) {
      expect(schemas[name]!.required, name).toEqual(
        expect.arrayContaining(['cutout_review', 'cutout_review_reasons']),
      );
    }
    const list = document.paths['/api/assets']!.get as unknown as {
      parameters: { name: string }[];
    };
    expect(list.parameters.map((parameter) => parameter.name)).toEqual([
      'q',
      'jewelry_type',
      'sort',
      'limit',
      'offset',
    ]);
  });

  it('describes the library: uploads of models and scenes, landmarks and placement', async () => {
    const document = await fetchDocument();
    const schemas = document.components.schemas;
    for (const [plural, kind] of [
      ['models', 'Model'],
      ['scenes', 'Scene'],
    ] as const) {
      const collection = document.paths[`/api/library/${plural}`]!;
      const one = document.paths[`/api/library/${plural}/{id}`]!;
      expect(collection.post!.operationId).toBe(`createLibrary${kind}`);
      expect(Object.keys(collection.post!.responses)).toEqual(
        expect.arrayContaining(['201', '401', '409', '413', '415']),
      );
      expect(collection.get!.operationId).toBe(`listLibrary${kind}s`);
      for (const method of ['get', 'put', 'delete']) {
        expect(one[method]!.responses['404'], `${method} ${plural}`).toBeDefined();
      }
      expect(one.put!.responses['422']).toBeDefined();
    }
    expect(schemas.LibraryPhoto!.required).toEqual(
      expect.arrayContaining(['landmarks', 'detection', 'detection_ms', 'body_parts', 'surface']),
    );
    const update = schemas.UpdateLibraryModelRequest!.properties as Record<string, unknown>;
    expect(Object.keys(update).sort()).toEqual(['landmarks', 'name', 'placement']);
  });
});
