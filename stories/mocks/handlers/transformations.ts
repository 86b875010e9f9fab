// /api/transformations: list (with polling sequences), read, create, delete.
import { parsePipelineStep } from '../../../src/api/catalogue';
import type { EndpointName } from '../../../src/api/endpoints';
import {
  CreateTransformationRequestSchema,
  TransformationListQuerySchema,
  type CreateTransformationRequest,
  type Transformation,
  type TransformationListQuery,
} from '../../../src/api/transformation';
import { normaliseStatus } from '../../../src/api/visual-rules';
import { makeTransformation, makeVisualHistory } from '../fixtures/transformations';
import {
  errorResponse,
  failing,
  handle,
  inTurn,
  invalidRequest,
  pending,
  queryOf,
  readJson,
  respond,
} from './respond';

type TransformationEndpoint = Extract<
  EndpointName,
  'listTransformations' | 'getTransformation' | 'createTransformation' | 'deleteTransformation'
>;

export const TRANSFORMATION_NOT_FOUND_DETAIL = 'Visual not found.';

/** The server's filters, applied to fixtures. */
export function queryTransformations(
  items: readonly Transformation[],
  query: TransformationListQuery,
): Transformation[] {
  return items
    .filter(
      (item) =>
        (!query.asset_id || item.asset_id === query.asset_id) &&
        (!query.status || normaliseStatus(item.status) === query.status) &&
        (!query.kind || parsePipelineStep(item.pipeline_step_name)?.kind === query.kind),
    )
    .slice(0, query.limit);
}

/** The queued visual the server answers a create with. Fixed id and date, like every fixture. */
export function queuedFrom(request: CreateTransformationRequest): Transformation {
  return makeTransformation({
    transformation_id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    asset_id: request.asset_id,
    status: 'queued',
    pipeline_step_name: request.pipeline_step_name,
    composition_type: request.composition_type,
    scene_name: request.scene_name,
    quality_requested: request.quality,
    created_at: '2025-03-12T11:00:00Z',
    display_url: null,
    output_asset_urls: {},
    output_asset_paths: {},
    fidelity_score: null,
  });
}

export const transformationHandlers = {
  list: (items: readonly Transformation[] = makeVisualHistory()) =>
    transformationHandlers.sequence([items]),
  /** Each poll gets the next list, the last repeats: items moving from queued to completed. */
  sequence: (lists: ReadonlyArray<readonly Transformation[]>) => {
    const next = inTurn(lists);
    return handle('listTransformations', ({ request }) => {
      const query = TransformationListQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalidRequest(query.error);
      return respond('listTransformations', queryTransformations(next(), query.data));
    });
  },
  get: (items: readonly Transformation[] = makeVisualHistory()) =>
    handle('getTransformation', ({ params }) => {
      const item = items.find((candidate) => candidate.transformation_id === params.id);
      return item
        ? respond('getTransformation', item)
        : errorResponse(404, TRANSFORMATION_NOT_FOUND_DETAIL, 'not_found');
    }),
  /** Accepts a valid job; by default answers with it queued. */
  create: (answer: (request: CreateTransformationRequest) => Transformation = queuedFrom) =>
    handle('createTransformation', async ({ request }) => {
      const body = CreateTransformationRequestSchema.safeParse(await readJson(request));
      if (!body.success) return invalidRequest(body.error);
      return respond('createTransformation', answer(body.data), 201);
    }),
  notEnoughCredits: () =>
    failing(
      'createTransformation',
      402,
      'Not enough credits for this visual.',
      'insufficient_credits',
    ),
  /**
   * A history that remembers deletes: the list and the delete share one set of visuals, so a
   * deleted visual is gone from the next poll (asset detail delete stories).
   */
  liveHistory: (
    items: readonly Transformation[] = makeVisualHistory(),
    message = 'Visual deleted.',
  ) => {
    let current = [...items];
    return [
      handle('deleteTransformation', ({ params }) => {
        if (!current.some((item) => item.transformation_id === params.id)) {
          return errorResponse(404, TRANSFORMATION_NOT_FOUND_DETAIL, 'not_found');
        }
        current = current.filter((item) => item.transformation_id !== params.id);
        return respond('deleteTransformation', { message });
      }),
      handle('listTransformations', ({ request }) => {
        const query = TransformationListQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalidRequest(query.error);
        return respond('listTransformations', queryTransformations(current, query.data));
      }),
    ];
  },
  remove: (message = 'Visual deleted.') =>
    handle('deleteTransformation', () => respond('deleteTransformation', { message })),
  error: (
    endpoint: TransformationEndpoint,
    status = 500,
    detail = 'Something went wrong on our side. Please try again.',
  ) => failing(endpoint, status, detail),
  pending: (endpoint: TransformationEndpoint) => pending(endpoint),
};
