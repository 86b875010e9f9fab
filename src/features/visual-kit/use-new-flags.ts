// The New flags of one asset's visuals (spec §4) as a hook: each new list updates the stored
// flags (first appearance, active → finished, stored flags kept), and markAllSeen clears them.
import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { Transformation } from '../../api/transformation';
import { newFlagsAtom } from './atoms';
import { markAllSeen, nextNewFlags, sameFlags } from './model';

export interface NewFlagsApi {
  /** Whether a visual shows the New chip. */
  isNew: (transformationId: string) => boolean;
  /** How many visuals are New. */
  count: number;
  /** Spec §4 mark-all-seen: clears every flag of the asset. */
  markAllSeen: () => void;
}

/** Tracks the New flags of `assetId`'s visuals; `items` undefined means the list is not loaded. */
export function useNewFlags(
  assetId: string,
  items: readonly Transformation[] | undefined,
): NewFlagsApi {
  const [flags, setFlags] = useAtom(newFlagsAtom(assetId));
  const previousStatuses = useRef<Record<string, string> | null>(null);

  useEffect(() => {
    if (!items) return;
    const previous = previousStatuses.current;
    previousStatuses.current = Object.fromEntries(
      items.map((item) => [item.transformation_id, item.status]),
    );
    setFlags((current) => {
      const next = nextNewFlags(current, previous, items);
      return sameFlags(current, next) ? null : next;
    });
  }, [items, setFlags]);

  const clear = useCallback(() => {
    setFlags((current) => (current ? markAllSeen(current) : null));
  }, [setFlags]);

  return {
    isNew: (id) => flags?.[id] === true,
    count: flags ? Object.values(flags).filter(Boolean).length : 0,
    markAllSeen: clear,
  };
}
