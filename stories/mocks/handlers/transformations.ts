// /api/transformations: list (with polling sequences), read, create, delete.
import { parsePipelineStep } from '../../../src/api/catalogue';
import type { EndpointName } from '../../../src/api/endpoints';
import {
  CreateTransformationRequestSchema,
  INVALID_CURSOR_DETAIL,
  TransformationListQuerySchema,
  isAfterCursor,
  parseTransformationCursor,
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

/**
 * The server's filters and paging, applied to fixtures (listed newest first): `before` keeps what
 * comes after that visual in the list's order. Null for a cursor the server would refuse.
 */
export function queryTransformations(
  items: readonly Transformation[],
  query: TransformationListQuery,
): Transformation[] | null {
  const cursor = query.before === undefined ? undefined : parseTransformationCursor(query.before);
  if (cursor === null) return null;
  return items
    .filter(
      (item) =>
        (!query.asset_id || item.asset_id === query.asset_id) &&
        (!query.status || normaliseStatus(item.status) === query.status) &&
        (!query.kind || parsePipelineStep(item.pipeline_step_name)?.kind === query.kind) &&
        (!cursor || isAfterCursor(item, cursor)),
    )
    .slice(0, query.limit);
}

/** GET /api/transformations answered from fixtures, as the server would. */
function listAnswer(items: readonly Transformation[], request: Request) {
  const query = TransformationListQuerySchema.safeParse(queryOf(request));
  if (!query.success) return invalidRequest(query.error);
  const page = queryTransformations(items, query.data);
  if (!page) return errorResponse(400, INVALID_CURSOR_DETAIL, 'invalid_query');
  return respond('listTransformations', page);
}

/** Whether a list request asks for an older page. */
const asksOlderPage = (request: Request) => new URL(request.url).searchParams.has('before');

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
    return handle('listTransformations', ({ request }) => listAnswer(next(), request));
  },
  /**
   * A long history whose older pages (requests with `before`) fail the first `failures` times,
   * then load: the first page is unaffected.
   */
  olderPagesFailing: (items: readonly Transformation[], failures = 1) => {
    let left = failures;
    return handle('listTransformations', ({ request }) => {
      if (asksOlderPage(request) && left > 0) {
        left -= 1;
        return errorResponse(503, 'The studio is busy. Please try again.');
      }
      return listAnswer(items, request);
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
      handle('listTransformations', ({ request }) => listAnswer(current, request)),
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
