// The history's own data: the designer's design names, so each visual in the list names its design.
import { atomWithQuery } from 'jotai-tanstack-query';
import { AssetListResponseSchema } from '../../api/asset';
import { endpointPath } from '../../api/endpoints';
import { designerQuery } from '../session/api-client';

/** Designs per request of the name lookup (the contract's largest page). */
const NAME_LOOKUP_LIMIT = 100;

/** The designer's designs by id, so the list of every visual can name each visual's design. */
export const designNamesQueryAtom = atomWithQuery((get) =>
  designerQuery(get, ['assets', 'names'], async (api, signal) => {
    const page = await api.get(endpointPath('listAssets'), AssetListResponseSchema, {
      query: { sort: 'newest', limit: NAME_LOOKUP_LIMIT },
      signal,
    });
    return Object.fromEntries(page.items.map((asset) => [asset.asset_id, asset.name]));
  }),
);
