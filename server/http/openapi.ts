// GET /api/openapi.json: an OpenAPI 3.1 description of the API, generated from the contract
// (src/api/endpoints.ts and its zod schemas), so it describes exactly what the server validates
// and answers. Public: it holds nothing a signed-out visitor may not know.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  AssetListResponseSchema,
  AssetSchema,
  CUTOUT_STROKE_LIMITS,
  CutoutMetadataSchema,
  TemporaryDesignSchema,
} from '../../src/api/asset';
import { ErrorBodySchema, MessageResponseSchema } from '../../src/api/common';
import { endpoints, type Endpoint, type EndpointName } from '../../src/api/endpoints';
import { LibraryPhotoListSchema, LibraryPhotoSchema } from '../../src/api/library';
import { ProfileSchema } from '../../src/api/profile';
import { PUBLIC_CALLS } from './public-calls';
import {
  TransformationListResponseSchema,
  TransformationSchema,
} from '../../src/api/transformation';

type JsonObject = Record<string, unknown>;

/** Schemas shared by several operations, listed under these names instead of inline copies. */
const SHARED_RESPONSE_SCHEMAS: ReadonlyArray<[z.ZodType, string]> = [
  [ErrorBodySchema, 'Error'],
  [MessageResponseSchema, 'Message'],
  [ProfileSchema, 'Profile'],
  [AssetSchema, 'Asset'],
  [AssetListResponseSchema, 'AssetList'],
  [TemporaryDesignSchema, 'TemporaryDesign'],
  [CutoutMetadataSchema, 'CutoutMetadata'],
  [TransformationSchema, 'Transformation'],
  [TransformationListResponseSchema, 'TransformationList'],
  [LibraryPhotoSchema, 'LibraryPhoto'],
  [LibraryPhotoListSchema, 'LibraryPhotoList'],
];

const CREATED: ReadonlySet<EndpointName> = new Set([
  'createAsset',
  'createTransformation',
  'initiateAnalysis',
  'uploadManualCrop',
  'createLibraryModel',
  'createLibraryScene',
]);

/** Uploads pass the upload gate (server/designs/upload-gate.ts): both refusals carry Retry-After. */
const UPLOAD_GATE_ERRORS = {
  '429': 'Too many of your uploads in flight (too_many_uploads); wait for Retry-After.',
  '503': 'The server is saturated with uploads (server_busy), or an outage; wait for Retry-After.',
};

/** Failures particular to an operation, beyond 401 and what its inputs imply. */
const OPERATION_ERRORS: Partial<Record<EndpointName, Record<string, string>>> = {
  initiateAnalysis: UPLOAD_GATE_ERRORS,
  uploadManualCrop: UPLOAD_GATE_ERRORS,
  createAsset: {
    '404': 'No such temporary design of yours.',
    '409': 'The temporary design was saved already.',
    '410': 'The temporary design expired.',
  },
  createTransformation: {
    '402': 'Not enough credits: the detail names the cost and the balance.',
    '404': 'No such asset of yours.',
    '422':
      "Invalid body, or the design's cut-out needs review and is not confirmed yet (code " +
      'cutout_confirmation_required): confirm it with PUT /api/assets/{id} first.',
  },
  listTransformations: {
    '400': 'before is not a paging cursor of this list.',
    '404': 'asset_id names no asset of yours.',
  },
  createCheckoutSession: {
    '400': 'The price id is not sold here, or a return address is not a page of the studio.',
    '502': 'The payment provider could not be reached.',
  },
  createCreditCheckoutSession: {
    '400': 'A return address is not a page of the studio.',
    '403': 'The free plan cannot buy extra credits.',
    '502': 'The payment provider could not be reached.',
  },
  createPortalSession: {
    '400': 'The return address is not a page of the studio.',
    '502': 'The payment provider could not be reached.',
  },
  updateAsset: {
    '404': 'No such asset of yours.',
    '409': 'A correction changed the cut-out while the re-crop was being made.',
  },
  cropAsset: {
    '404': 'No such asset of yours.',
    '409': 'A correction changed the cut-out while the re-crop was being made.',
  },
  cropTemporaryDesign: {
    '404': 'No such temporary design of yours.',
    '409': 'A correction changed the cut-out while the crop’s cut-out was being made.',
    '410': 'The temporary design expired.',
  },
  deleteTransformation: { '409': 'The visual is being made right now.' },
  createLibraryModel: { '409': 'The library holds its most model photos already.' },
  createLibraryScene: { '409': 'The library holds its most scene photos already.' },
  getTemporaryDesignCutout: { '410': 'The temporary design expired.' },
  getTemporaryDesignCutoutRegions: { '410': 'The temporary design expired.' },
  correctAssetCutout: {
    '409': 'Another correction changed the cut-out at the same time, or its files are missing.',
  },
  correctTemporaryDesignCutout: {
    '409': 'Another correction changed the cut-out at the same time, or its files are missing.',
    '410': 'The temporary design expired.',
  },
};

/** Extra words on operations whose answer needs them. */
const OPERATION_DESCRIPTIONS: Partial<Record<EndpointName, string>> = {
  getAssetCutout:
    'The cut-out every visual of the design is made from: an RGBA PNG of the piece’s own ' +
    'pixels whose alpha is the cut-out, in the aspect ratio of the upright original, its long ' +
    'side the original’s or 2048 px, whichever is smaller.',
  getAssetCutoutRegions:
    'The regions of a sketch’s current cut-out: the closed shapes of its line art (small ' +
    'pencil gaps closed), each `metal`, `stone`, `open` or `wire`, with its area, box and ' +
    'outline in cut-out pixels and the cue that decided its kind (or "set by the designer"). ' +
    'Stored with the cut-out version. 404 for a photo.',
  getTemporaryDesignCutoutRegions:
    'The regions of an upload’s sketch cut-out (see getAssetCutoutRegions).',
  getTemporaryDesignCutout:
    'The cut-out made at upload (see getAssetCutout), for the designer to review before ' +
    'confirming the design.',
  createAsset:
    'When the cut-out the asset is made with has cutout_review "required", the request must ' +
    'carry cutout_confirmed: true (422 otherwise, code cutout_confirmation_required), unless ' +
    'the designer corrected it (correctTemporaryDesignCutout). A crop the designer drew ' +
    '(s3_key_cropped_image from uploadManualCrop) must be the one its cut-out was made from ' +
    '(cropTemporaryDesign); that cut-out is kept as it is. 422 for a drawn crop whose cut-out ' +
    'was not made, or another crop than that one.',
  cropTemporaryDesign:
    'Makes the cut-out of an upload again from the crop the designer drew (a key of theirs ' +
    'from uploadManualCrop: the framing box of the upright original as an image), or from the ' +
    'whole original with null, before the design is saved: a new version (cutout_version one ' +
    'more, no strokes, cutout_source_width × cutout_source_height the crop’s size, its own ' +
    'review, unconfirmed), shown by getTemporaryDesignCutout and corrected like the upload’s ' +
    'own. With image_style (photo or sketch), the cut-out is made for that style: a change of ' +
    'style on the confirm screen is then seen before Save, which keeps it. 422 naming ' +
    's3_key_cropped_image for another key, a missing or unreadable file.',
  cropAsset:
    'A re-crop: the asset takes the crop (a key of yours from uploadManualCrop) at once, with a ' +
    'cut-out made from the crop’s own pixels as a new version (no strokes, review judged ' +
    'again, unconfirmed); visuals ordered before keep the version they were ordered with. The ' +
    'designer checks it (getAssetCutout), corrects it or confirms it; until then updateAsset ' +
    'refuses a cut-out whose review is "required" without cutout_confirmed: true.',
  updateAsset:
    'Changes the editable details. A cut-out whose review is "required" and that is not ' +
    'confirmed yet (a re-crop made it) needs cutout_confirmed: true (422 otherwise, code ' +
    'cutout_confirmation_required). With s3_key_cropped_image (a crop of yours from ' +
    'uploadManualCrop; 422 for any other key or a missing file), the asset takes that crop and ' +
    'its cut-out is made again from the crop’s own pixels as a new version (see cropAsset); ' +
    'when that unseen cut-out needs review the request is refused (422): make it with ' +
    'cropAsset first. With cutout_confirmed: true the cut-out is recorded as confirmed now.',
  correctAssetCutout:
    'Recomputes the cut-out from the automatic one with the designer’s strokes (each keeps or ' +
    'removes what it covers and the connected pixels that look like it; the outline is matted ' +
    'to the image’s edges), or resets it, or picks a sketch sheet’s motif. Exactly one of ' +
    '`strokes` (every stroke since the automatic cut-out, in order, in pixels of the image it ' +
    'was cut from: cutout_source_width × cutout_source_height; at most ' +
    `${CUTOUT_STROKE_LIMITS.maxStrokes} strokes of ${CUTOUT_STROKE_LIMITS.maxPoints} points, ` +
    `radius ${CUTOUT_STROKE_LIMITS.minRadius} to ${CUTOUT_STROKE_LIMITS.maxRadius}; a stroke ` +
    'with `part: true` is a click of one point: remove takes the whole connected part of the ' +
    'cut-out nearest it within the radius, keep brings back the automatic cut-out’s part there), ' +
    '`reset: true` or `motif`; a sketch may also send `regions` (each `{ id, kind, colour? }`, ' +
    'ids of the resulting cut-out’s map, colour #rrggbb for a stone), with one of those or ' +
    'alone (the cut-out kept as it is; 422 naming `regions.N.id` for an id the map lacks, ' +
    '`regions` for a photo). Answers the new cut-out’s metadata; its PNG comes from ' +
    'getAssetCutout. A new version: visuals ordered before keep the one they were ordered with.',
  createLibraryModel:
    'Adds a model photograph (a hand, neckline, ear or wrist) to the library: multipart field ' +
    '`file`, checked like a design upload (format sniffed, size and pixel limits, EXIF ' +
    'orientation applied, metadata dropped). The points where pieces are worn are found on ' +
    'upload (landmarks, detection_ms); detection "nothing_found" is a photograph kept without ' +
    'points, for the designer to mark them (updateLibraryModel).',
  createLibraryScene:
    'Adds a scene photograph (a surface, prop or backdrop), checked like a design upload. Its ' +
    'flat, quiet region (surface) and light direction are found on upload; detection ' +
    '"nothing_found" when the whole picture is busy.',
  updateLibraryModel:
    'Renames, or replaces the landmarks: every point the photograph keeps, in its pixels, each ' +
    'name at most once (a point left out is removed). Points sent are the designer’s ' +
    '(source "designer", score null). 422 names a point outside the photograph.',
  updateLibraryScene:
    'Renames, or places the piece (placement: centre in the photograph’s pixels, scale 0.25' +
    '–4 of the real size, rotation in degrees); placement null goes back to the automatic ' +
    'place on the surface.',
  correctTemporaryDesignCutout:
    'Corrects the cut-out of an upload before it is confirmed (see correctAssetCutout). A ' +
    'corrected cut-out counts as confirmed when the design is saved.',
};

export function createOpenApiRouter(): Hono {
  const router = new Hono();
  let document: JsonObject | undefined; // built on first request, then the same every time
  router.get('/openapi.json', (c) => c.json((document ??= buildOpenApiDocument())));
  return router;
}

export function buildOpenApiDocument(): JsonObject {
  const componentRef = (name: string) => `#/components/schemas/${name}`;
  const responseRegistry = z.registry<{ id: string }>();
  const requestRegistry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  for (const [schema, name] of SHARED_RESPONSE_SCHEMAS) {
    responseRegistry.add(schema, { id: name });
    names.set(schema, name);
  }
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, Endpoint]>) {
    // A file answer is described by its media type, not by a JSON schema.
    if (!endpoint.media && !names.has(endpoint.response)) {
      responseRegistry.add(endpoint.response, { id: `${pascal(name)}Response` });
      names.set(endpoint.response, `${pascal(name)}Response`);
    }
    if (endpoint.body && !names.has(endpoint.body)) {
      requestRegistry.add(endpoint.body, { id: `${pascal(name)}Request` });
      names.set(endpoint.body, `${pascal(name)}Request`);
    }
  }
  // Requests are described as clients may send them (defaults optional), responses as sent.
  const schemas = {
    ...componentsOf(requestRegistry, 'input', componentRef),
    ...componentsOf(responseRegistry, 'output', componentRef),
  };

  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, Endpoint]>) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(name, endpoint, (schema) => ({
      $ref: componentRef(names.get(schema)!),
    }));
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Jewel studio API',
      version: '1',
      description:
        'Designs, generated visuals and credits of a jewelry design studio. Every call except ' +
        'this document and the plan list needs a bearer access token. Errors are ' +
        '`{detail, code?}`.',
    },
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
    },
  };
}

function operation(
  name: EndpointName,
  endpoint: Endpoint,
  ref: (schema: z.ZodType) => JsonObject,
): JsonObject {
  const parameters: JsonObject[] = [];
  if (endpoint.path.includes(':id')) {
    parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
  }
  if (endpoint.query) parameters.push(...queryParameters(endpoint.query));

  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref(ErrorBodySchema) } },
  });
  const isPublic = PUBLIC_CALLS.includes(endpoint.path);
  const responses: Record<string, JsonObject> = {
    [CREATED.has(name) ? '201' : '200']: {
      description: 'Success.',
      content: endpoint.media
        ? { [endpoint.media]: { schema: { type: 'string', contentMediaType: endpoint.media } } }
        : { 'application/json': { schema: ref(endpoint.response) } },
    },
    ...(isPublic ? {} : { '401': error('Missing, expired or invalid access token.') }),
  };
  if (endpoint.path.includes(':id')) responses['404'] = error('Not found (or not yours).');
  if (endpoint.body || endpoint.file) {
    responses['413'] = error('The body is too large.');
    responses['415'] = error('Wrong content type.');
  }
  if (endpoint.body || endpoint.query)
    responses['422'] = error('Invalid input; the detail names the fields.');
  // Any call may meet an outage (server/http/outages.ts).
  responses['503'] = error(
    'The database or the file storage is unavailable (code database_unavailable or ' +
      'storage_unavailable); Retry-After says when to try again.',
  );
  for (const [status, description] of Object.entries(OPERATION_ERRORS[name] ?? {})) {
    responses[status] = error(description);
  }

  const description = OPERATION_DESCRIPTIONS[name];
  return {
    operationId: name,
    ...(description ? { description } : {}),
    ...(isPublic ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(endpoint.body) } },
          },
        }
      : {}),
    ...(endpoint.file
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { [endpoint.file]: { type: 'string', contentMediaType: 'image/*' } },
                  required: [endpoint.file],
                },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

function queryParameters(query: z.ZodType): JsonObject[] {
  const schema = withoutMetaKeys(z.toJSONSchema(query, { io: 'input' }) as JsonObject) as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function componentsOf(
  registry: z.core.$ZodRegistry<{ id: string }>,
  io: 'input' | 'output',
  uri: (id: string) => string,
): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(registry, { io, uri }) as {
    schemas: Record<string, JsonObject>;
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, withoutMetaKeys(schema)]),
  );
}

// Each generated schema names its dialect and id; in an OpenAPI document the component's place
// says both.
function withoutMetaKeys(schema: JsonObject): JsonObject {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
