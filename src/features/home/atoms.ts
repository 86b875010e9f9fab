// Home's data: the recent designs (GET /api/assets?limit=6) and the upload that starts an analysis
// (POST /api/designs/initiate-analysis), both through the session's api client.
import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import { AssetListResponseSchema, TemporaryDesignSchema } from '../../api/asset';
import { apiClientAtom, designerQuery } from '../session/api-client';

export const RECENT_DESIGNS_LIMIT = 6;

export const recentDesignsQueryAtom = atomWithQuery((get) =>
  designerQuery(get, ['assets', 'recent'], (api, signal) =>
    api.get('/api/assets', AssetListResponseSchema, {
      query: { limit: RECENT_DESIGNS_LIMIT },
      signal,
    }),
  ),
);

export interface AnalyseVariables {
  file: File;
  onProgress: (fraction: number) => void;
}

export const analyseMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  return {
    mutationKey: ['designs', 'initiate-analysis'],
    mutationFn: ({ file, onProgress }: AnalyseVariables) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload('/api/designs/initiate-analysis', TemporaryDesignSchema, form, {
        onProgress,
      });
    },
  };
});
