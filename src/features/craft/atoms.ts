// Craft's own data, beside the shared visual-kit atoms (asset, lists, create): the designs to
// choose from on /craft.
import { atomWithQuery } from 'jotai-tanstack-query';
import { AssetListResponseSchema } from '../../api/asset';
import { endpointPath } from '../../api/endpoints';
import { LibraryPhotoListSchema, type LibraryKind } from '../../api/library';
import { atomFamily } from '../../lib/atom-family';
import { designerQuery } from '../session/api-client';

/** How many designs /craft offers to choose from (newest first); the rest are in Collection. */
export const CRAFT_CHOICE_LIMIT = 24;

/** The designer's latest designs, for choosing what to craft from. */
export const craftDesignsQueryAtom = atomWithQuery((get) =>
  designerQuery(get, ['assets', 'craft-choice'], (api, signal) =>
    api.get(endpointPath('listAssets'), AssetListResponseSchema, {
      query: { sort: 'newest', limit: CRAFT_CHOICE_LIMIT },
      signal,
    }),
  ),
);

/** The designer's own photographs of a kind, offered beside the studio's scenes. */
export const craftLibraryQueryAtom = atomFamily((kind: LibraryKind) =>
  atomWithQuery((get) =>
    designerQuery(get, ['library', kind], (api, signal) =>
      api.get(
        endpointPath(kind === 'model' ? 'listLibraryModels' : 'listLibraryScenes'),
        LibraryPhotoListSchema,
        { signal },
      ),
    ),
  ),
);
