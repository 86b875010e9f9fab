// Every call of spec §7 in one table: method, path pattern (Hono and MSW share the `:id` syntax)
// and the schemas of what goes in and comes out. Enough to route, mock, and later emit OpenAPI.
import type { z } from 'zod';
import { MessageResponseSchema } from './common';
import { ProfileSchema, UpdateProfileRequestSchema } from './profile';
import {
  AssetListQuerySchema,
  AssetListResponseSchema,
  AssetSchema,
  CorrectCutoutRequestSchema,
  CreateAssetRequestSchema,
  CropAssetRequestSchema,
  CropDesignRequestSchema,
  CUTOUT_MEDIA_TYPE,
  CutoutImageSchema,
  CutoutMetadataSchema,
  CutoutRegionsSchema,
  ManualCropResponseSchema,
  TemporaryDesignSchema,
  UpdateAssetRequestSchema,
} from './asset';
import {
  CreateTransformationRequestSchema,
  TransformationListQuerySchema,
  TransformationListResponseSchema,
  TransformationSchema,
} from './transformation';
import {
  CheckoutSessionRequestSchema,
  CheckoutSessionResponseSchema,
  CreditCheckoutSessionRequestSchema,
  PlanListResponseSchema,
  PortalSessionRequestSchema,
  PortalSessionResponseSchema,
} from './billing';
import {
  LibraryPhotoListSchema,
  LibraryPhotoSchema,
  type LibraryKind,
  UpdateLibraryPhotoRequestSchema,
} from './library';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart form field carrying the file, for uploads. */
  file?: string;
  response: z.ZodType;
  /** The success body is a file of this media type, not JSON. */
  media?: typeof CUTOUT_MEDIA_TYPE;
}

export const endpoints = {
  getProfile: { method: 'GET', path: '/api/auth/me', response: ProfileSchema },
  updateProfile: {
    method: 'PUT',
    path: '/api/auth/me',
    body: UpdateProfileRequestSchema,
    response: ProfileSchema,
  },
  listAssets: {
    method: 'GET',
    path: '/api/assets',
    query: AssetListQuerySchema,
    response: AssetListResponseSchema,
  },
  getAsset: { method: 'GET', path: '/api/assets/:id', response: AssetSchema },
  getAssetCutout: {
    method: 'GET',
    path: '/api/assets/:id/cutout',
    response: CutoutImageSchema,
    media: CUTOUT_MEDIA_TYPE,
  },
  getAssetCutoutRegions: {
    method: 'GET',
    path: '/api/assets/:id/cutout/regions',
    response: CutoutRegionsSchema,
  },
  getTemporaryDesignCutoutRegions: {
    method: 'GET',
    path: '/api/designs/:id/cutout/regions',
    response: CutoutRegionsSchema,
  },
  correctAssetCutout: {
    method: 'PUT',
    path: '/api/assets/:id/cutout',
    body: CorrectCutoutRequestSchema,
    response: CutoutMetadataSchema,
  },
  cropAsset: {
    method: 'PUT',
    path: '/api/assets/:id/crop',
    body: CropAssetRequestSchema,
    response: CutoutMetadataSchema,
  },
  initiateAnalysis: {
    method: 'POST',
    path: '/api/designs/initiate-analysis',
    file: 'file',
    response: TemporaryDesignSchema,
  },
  getTemporaryDesignCutout: {
    method: 'GET',
    path: '/api/designs/:id/cutout',
    response: CutoutImageSchema,
    media: CUTOUT_MEDIA_TYPE,
  },
  correctTemporaryDesignCutout: {
    method: 'PUT',
    path: '/api/designs/:id/cutout',
    body: CorrectCutoutRequestSchema,
    response: CutoutMetadataSchema,
  },
  cropTemporaryDesign: {
    method: 'PUT',
    path: '/api/designs/:id/crop',
    body: CropDesignRequestSchema,
    response: CutoutMetadataSchema,
  },
  uploadManualCrop: {
    method: 'POST',
    path: '/api/assets/upload-manual-crop',
    file: 'file',
    response: ManualCropResponseSchema,
  },
  createAsset: {
    method: 'POST',
    path: '/api/assets',
    body: CreateAssetRequestSchema,
    response: AssetSchema,
  },
  updateAsset: {
    method: 'PUT',
    path: '/api/assets/:id',
    body: UpdateAssetRequestSchema,
    response: AssetSchema,
  },
  deleteAsset: { method: 'DELETE', path: '/api/assets/:id', response: MessageResponseSchema },
  createTransformation: {
    method: 'POST',
    path: '/api/transformations',
    body: CreateTransformationRequestSchema,
    response: TransformationSchema,
  },
  listTransformations: {
    method: 'GET',
    path: '/api/transformations',
    query: TransformationListQuerySchema,
    response: TransformationListResponseSchema,
  },
  getTransformation: {
    method: 'GET',
    path: '/api/transformations/:id',
    response: TransformationSchema,
  },
  deleteTransformation: {
    method: 'DELETE',
    path: '/api/transformations/:id',
    response: MessageResponseSchema,
  },
  listLibraryModels: {
    method: 'GET',
    path: '/api/library/models',
    response: LibraryPhotoListSchema,
  },
  createLibraryModel: {
    method: 'POST',
    path: '/api/library/models',
    file: 'file',
    response: LibraryPhotoSchema,
  },
  getLibraryModel: { method: 'GET', path: '/api/library/models/:id', response: LibraryPhotoSchema },
  updateLibraryModel: {
    method: 'PUT',
    path: '/api/library/models/:id',
    body: UpdateLibraryPhotoRequestSchema,
    response: LibraryPhotoSchema,
  },
  deleteLibraryModel: {
    method: 'DELETE',
    path: '/api/library/models/:id',
    response: MessageResponseSchema,
  },
  listLibraryScenes: {
    method: 'GET',
    path: '/api/library/scenes',
    response: LibraryPhotoListSchema,
  },
  createLibraryScene: {
    method: 'POST',
    path: '/api/library/scenes',
    file: 'file',
    response: LibraryPhotoSchema,
  },
  getLibraryScene: { method: 'GET', path: '/api/library/scenes/:id', response: LibraryPhotoSchema },
  updateLibraryScene: {
    method: 'PUT',
    path: '/api/library/scenes/:id',
    body: UpdateLibraryPhotoRequestSchema,
    response: LibraryPhotoSchema,
  },
  deleteLibraryScene: {
    method: 'DELETE',
    path: '/api/library/scenes/:id',
    response: MessageResponseSchema,
  },
  listPlans: { method: 'GET', path: '/api/plans', response: PlanListResponseSchema },
  createCheckoutSession: {
    method: 'POST',
    path: '/api/subscriptions/create-checkout-session',
    body: CheckoutSessionRequestSchema,
    response: CheckoutSessionResponseSchema,
  },
  createPortalSession: {
    method: 'POST',
    path: '/api/subscriptions/create-portal-session',
    body: PortalSessionRequestSchema,
    response: PortalSessionResponseSchema,
  },
  createCreditCheckoutSession: {
    method: 'POST',
    path: '/api/subscriptions/create-credit-checkout-session',
    body: CreditCheckoutSessionRequestSchema,
    response: CheckoutSessionResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** A concrete path for an endpoint: `:id` filled in, URL-encoded. */
export function endpointPath(name: EndpointName, params: { id?: string } = {}): string {
  const pattern: string = endpoints[name].path;
  return pattern.replace(':id', () => {
    if (params.id === undefined) throw new Error(`${name} needs an id.`);
    return encodeURIComponent(params.id);
  });
}

/** The library's calls by kind: models and scenes have the same four, on their own paths. */
export const LIBRARY_ENDPOINTS = {
  model: {
    list: 'listLibraryModels',
    create: 'createLibraryModel',
    update: 'updateLibraryModel',
    remove: 'deleteLibraryModel',
  },
  scene: {
    list: 'listLibraryScenes',
    create: 'createLibraryScene',
    update: 'updateLibraryScene',
    remove: 'deleteLibraryScene',
  },
} as const satisfies Record<
  LibraryKind,
  Record<'list' | 'create' | 'update' | 'remove', EndpointName>
>;
