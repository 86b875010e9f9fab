// Confirm design / edit asset details: the asset being edited (GET /api/assets/{id}) and the save
// (manual crop upload, then POST or PUT /api/assets), through the session's api client.
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
      body: Omit<CreateAssetRequest, 's3_key_cropped_image'>;
      /** The server's auto crop key, or null when the designer turned auto crop off. */
      autoCropKey: string | null;
      /** Produces the manual crop's WebP; absent when no manual crop is drawn. */
      manualCrop: (() => Promise<Blob>) | null;
      onStep: (step: SaveStep) => void;
    }
  | {
      mode: 'edit';
      assetId: string;
      body: UpdateAssetRequest;
      /** Produces the new crop's WebP when the designer re-cropped; else null. */
      manualCrop: (() => Promise<Blob>) | null;
      onStep: (step: SaveStep) => void;
    };

/** The drawn crop as WebP, uploaded: its storage key. */
async function uploadCrop(
  api: ApiClient,
  manualCrop: () => Promise<Blob>,
  onStep: (step: SaveStep) => void,
): Promise<string> {
  onStep('generatingCrop');
  const blob = await manualCrop();
  onStep('uploadingCrop');
  const form = new FormData();
  form.append('file', blob, 'manual_crop.webp');
  const uploaded = await api.upload(
    '/api/assets/upload-manual-crop',
    ManualCropResponseSchema,
    form,
  );
  return uploaded.s3_key_cropped_image;
}

export const saveDetailsMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  return {
    mutationKey: ['assets', 'save-details'],
    mutationFn: async (request: SaveRequest): Promise<{ asset: Asset; created: boolean }> => {
      if (request.mode === 'edit') {
        // A re-crop goes up first; the update then names it (and the cut-out is made from it).
        const cropKey = request.manualCrop
          ? await uploadCrop(api, request.manualCrop, request.onStep)
          : null;
        request.onStep('saving');
        const asset = await api.put(
          `/api/assets/${encodeURIComponent(request.assetId)}`,
          AssetSchema,
          cropKey ? { ...request.body, s3_key_cropped_image: cropKey } : request.body,
        );
        return { asset, created: false };
      }
      const croppedKey = request.manualCrop
        ? await uploadCrop(api, request.manualCrop, request.onStep)
        : request.autoCropKey;
      request.onStep('finalizing');
      const asset = await api.post('/api/assets', AssetSchema, {
        ...request.body,
        s3_key_cropped_image: croppedKey,
      });
      return { asset, created: true };
    },
  };
});
