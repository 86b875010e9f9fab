// A sketch's regions for the region tool: loaded for each cut-out shown (a new cut-out has a new
// map), and a kind set by the designer sent at once (the cut-out kept as it is, a new version
// with the designer's map); what the server answers then is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CutoutRegion, RegionKind } from '../../api/asset';
import type { ApiClient } from '../../api/http';
import { fetchCutoutRegions, setRegionKinds, type CutoutTarget } from './cutout-api';

export type RegionToolStatus = 'loading' | 'ready' | 'saving' | 'error' | 'none';

export interface CutoutRegionsState {
  status: RegionToolStatus;
  regions: CutoutRegion[];
  error: string | null;
  setKind: (id: number, kind: RegionKind, colour?: string) => void;
  retry: () => void;
}

export const REGIONS_LOAD_ERROR = 'The regions of this drawing could not be loaded.';
export const REGIONS_SAVE_ERROR = 'That change could not be saved; the regions are as before.';

/** `cutoutKey` changes with each cut-out shown (its image URL): the map is loaded again. */
export function useCutoutRegions(
  api: ApiClient,
  target: CutoutTarget,
  cutoutKey: string | null,
): CutoutRegionsState {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${cutoutKey ?? ''}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const saving = useRef(0);

  useEffect(() => {
    if (!cutoutKey) return;
    const controller = new AbortController();
    fetchCutoutRegions(api, target, controller.signal).then(
      (regions) => {
        if (controller.signal.aborted) return;
        setLoaded({
          key: requestKey,
          status: regions ? 'ready' : 'none',
          regions: regions ?? [],
          error: null,
        });
      },
      () => {
        if (controller.signal.aborted) return;
        setLoaded({ key: requestKey, status: 'error', regions: [], error: REGIONS_LOAD_ERROR });
      },
    );
    return () => controller.abort();
  }, [api, target, cutoutKey, requestKey]);

  const current = loaded?.key === requestKey ? loaded : null;

  const setKind = useCallback(
    (id: number, kind: RegionKind, colour?: string) => {
      if (!current) return;
      const before = current;
      const ticket = ++saving.current;
      setLoaded({
        ...current,
        status: 'saving',
        regions: current.regions.map((region) =>
          region.id === id
            ? { ...region, kind, cue: 'set by the designer', ...(colour ? { colour } : {}) }
            : region,
        ),
      });
      setRegionKinds(api, target, [{ id, kind, ...(kind === 'stone' && colour ? { colour } : {}) }])
        .then(() => fetchCutoutRegions(api, target))
        .then(
          (regions) => {
            if (ticket !== saving.current) return;
            setLoaded({
              ...before,
              status: 'ready',
              regions: regions ?? before.regions,
              error: null,
            });
          },
          () => {
            if (ticket !== saving.current) return;
            setLoaded({ ...before, status: 'ready', error: REGIONS_SAVE_ERROR });
          },
        );
    },
    [api, target, current],
  );

  return {
    status: current?.status ?? 'loading',
    regions: current?.regions ?? [],
    error: current?.error ?? null,
    setKind,
    retry: () => setAttempt((n) => n + 1),
  };
}

interface Loaded {
  key: string;
  status: RegionToolStatus;
  regions: CutoutRegion[];
  error: string | null;
}
