// Confirm design / edit asset details: the asset being edited (GET /api/assets/{id}), the drawn
// crop's upload (its cut-out is made from it before saving, see use-crop-cutout.ts) and the save
// (POST or PUT /api/assets), through the session's api client.
import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import {
  AssetSchema,
  ManualCropResponseSchema,
  type Asset,
  UpdateAssetRequestSchema,
  type CreateAssetRequest,
  type UpdateAssetRequest,
} from '../../api/asset';
import type { ApiClient } from '../../api/http';
import { apiClientAtom } from '../session/api-client';
import { exportCrop, type CropExport } from './crop-export';
import type { SaveStep } from './model';

/** The asset id the edit screen shows; null in new mode. */
export const detailsAssetIdAtom = atom<string | null>(null);

export const detailsAssetQueryAtom = atomWithQuery((get) => {
  const id = get(detailsAssetIdAtom);
  const api = get(apiClientAtom);
  return {
    queryKey: ['assets', 'detail', id],
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get(`/api/assets/${encodeURIComponent(id ?? '')}`, AssetSchema, { signal }),
  };
});

/**
 * Whether a saved design can be re-cropped: PUT /api/assets/{id} takes a new crop key once the
 * contract says so (s3_key_cropped_image), and the server then makes the cut-out again from it.
 * Stories set it to show the state before the server has it.
 */
export const recropAvailableAtom = atom('s3_key_cropped_image' in UpdateAssetRequestSchema.shape);

/** Turns the drawn crop into a WebP; swapped in stories to hold the 'generating' step. */
export const cropExporterAtom = atom<{ run: CropExport }>({ run: exportCrop });

export type SaveRequest =
  | {
      mode: 'new';
      body: CreateAssetRequest;
      onStep: (step: SaveStep) => void;
    }
  | {
      mode: 'edit';
      assetId: string;
      body: UpdateAssetRequest;
      onStep: (step: SaveStep) => void;
    };

/** The drawn crop as WebP, uploaded: its storage key. */
export async function uploadCrop(
  api: ApiClient,
  makeCrop: () => Promise<Blob>,
  onStep: (step: 'generatingCrop' | 'uploadingCrop') => void,
  signal?: AbortSignal,
): Promise<{ key: string; blob: Blob }> {
  onStep('generatingCrop');
  const blob = await makeCrop();
  onStep('uploadingCrop');
  const form = new FormData();
  form.append('file', blob, 'manual_crop.webp');
  const uploaded = await api.upload(
    '/api/assets/upload-manual-crop',
    ManualCropResponseSchema,
    form,
    signal ? { signal } : {},
  );
  return { key: uploaded.s3_key_cropped_image, blob };
}

export const saveDetailsMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  return {
    mutationKey: ['assets', 'save-details'],
    mutationFn: async (request: SaveRequest): Promise<{ asset: Asset; created: boolean }> => {
      // A drawn crop went up (and its cut-out was made) before: the save only names it.
      if (request.mode === 'edit') {
        request.onStep('saving');
        const asset = await api.put(
          `/api/assets/${encodeURIComponent(request.assetId)}`,
          AssetSchema,
          request.body,
        );
        return { asset, created: false };
      }
      request.onStep('finalizing');
      const asset = await api.post('/api/assets', AssetSchema, request.body);
      return { asset, created: true };
    },
  };
});
