// Confirm design / edit asset details: the asset being edited (GET /api/assets/{id}) and the save
// (manual crop upload, then POST or PUT /api/assets), through the session's api client.
import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import {
  AssetSchema,
  ManualCropResponseSchema,
  type Asset,
  type CreateAssetRequest,
  type UpdateAssetRequest,
} from '../../api/asset';
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
  | { mode: 'edit'; assetId: string; body: UpdateAssetRequest; onStep: (step: SaveStep) => void };

export const saveDetailsMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  return {
    mutationKey: ['assets', 'save-details'],
    mutationFn: async (request: SaveRequest): Promise<{ asset: Asset; created: boolean }> => {
      if (request.mode === 'edit') {
        request.onStep('saving');
        const asset = await api.put(
          `/api/assets/${encodeURIComponent(request.assetId)}`,
          AssetSchema,
          request.body,
        );
        return { asset, created: false };
      }
      let croppedKey = request.autoCropKey;
      if (request.manualCrop) {
        request.onStep('generatingCrop');
        const blob = await request.manualCrop();
        request.onStep('uploadingCrop');
        const form = new FormData();
        form.append('file', blob, 'manual_crop.webp');
        const uploaded = await api.upload(
          '/api/assets/upload-manual-crop',
          ManualCropResponseSchema,
          form,
        );
        croppedKey = uploaded.s3_key_cropped_image;
      }
      request.onStep('finalizing');
      const asset = await api.post('/api/assets', AssetSchema, {
        ...request.body,
        s3_key_cropped_image: croppedKey,
      });
      return { asset, created: true };
    },
  };
});
