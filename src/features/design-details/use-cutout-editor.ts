// The cut-out editor's state: the stroke history, the cut-out shown (an object URL of the PNG the
// API serves with the token), and the refinements in flight. Each change is sent after a short
// pause (a quick run of strokes or undos becomes one request); a newer change cancels the request
// it supersedes (AbortController), so the cut-out shown is always the latest one asked for.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CutoutMetadata, CutoutMotif, CutoutReview } from '../../api/asset';
import type { ApiClient } from '../../api/http';
import { fetchCutoutImage, refineCutout, type CutoutStart, type CutoutTarget } from './cutout-api';
import {
  EMPTY_HISTORY,
  MAX_STROKES,
  addStroke,
  canRedo,
  canUndo,
  changeFor,
  CUTOUT_LOAD_ERROR_TITLE,
  CUTOUT_REFINE_ERROR_TITLE,
  cutoutErrorMessage,
  redoStroke,
  resetStrokes,
  undoStroke,
  type CutoutChange,
  type CutoutStroke,
  type ImageSize,
  type StrokeHistory,
} from './model';

/** How long the editor waits after a change before asking for the refined cut-out. */
export const REFINE_DEBOUNCE_MS = 250;

export type CutoutEditorStatus = 'loading' | 'ready' | 'refining' | 'error';

/** What the editor knows of the cut-out shown. */
interface Shown {
  review: CutoutReview;
  reasons: string[];
  motifs: CutoutMotif[];
  motif: number;
  /** The pixels strokes are given in, when the server said. */
  sourceSize: ImageSize | null;
  /** The server counts it as seen by the designer (confirmed or corrected). */
  confirmed: boolean;
}

function shownFrom(meta: CutoutStart | CutoutMetadata, previous?: Shown): Shown {
  const width = meta.cutout_source_width;
  const height = meta.cutout_source_height;
  return {
    review: meta.cutout_review,
    reasons: meta.cutout_review_reasons,
    motifs: meta.cutout_motifs,
    motif: meta.cutout_motif ?? 0,
    sourceSize: width && height ? { width, height } : (previous?.sourceSize ?? null),
    confirmed: meta.cutout_confirmed,
  };
}

export interface CutoutEditor {
  imageUrl: string | null;
  status: CutoutEditorStatus;
  /** What went wrong (status 'error'), in words to show. */
  error: { title: string; message: string } | null;
  review: CutoutReview;
  reasons: string[];
  motifs: CutoutMotif[];
  /** The chosen motif of a sketch sheet (0: the studio's choice). */
  motif: number;
  /** The pixels strokes are given in, when the server said. */
  sourceSize: ImageSize | null;
  /** The server counts the cut-out as seen (a correction confirms it). */
  confirmedByServer: boolean;
  /** No more strokes fit in one request: undo or reset first. */
  strokeLimitReached: boolean;
  /** The strokes painted but not yet in the cut-out shown. */
  pendingStrokes: CutoutStroke[];
  canUndo: boolean;
  canRedo: boolean;
  paint: (stroke: CutoutStroke) => void;
  undo: () => void;
  redo: () => void;
  reset: () => void;
  pickMotif: (index: number) => void;
  retry: () => void;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** The strokes of `strokes` after the part `applied` already holds (same strokes, same order). */
function notYetApplied(strokes: CutoutStroke[], applied: CutoutStroke[]): CutoutStroke[] {
  let shared = 0;
  while (shared < strokes.length && strokes[shared] === applied[shared]) shared++;
  return strokes.slice(shared);
}

export function useCutoutEditor(
  api: ApiClient,
  target: CutoutTarget,
  start: CutoutStart,
): CutoutEditor {
  const { kind, id } = target;
  // An asset's cut-out may already be corrected: its strokes are where the editor goes on from.
  const [history, setHistory] = useState<StrokeHistory>(() => ({
    strokes: start.cutout_strokes ?? [],
    undone: [],
  }));
  const [applied, setApplied] = useState<CutoutStroke[]>(history.strokes);
  const [shown, setShown] = useState<Shown>(() => shownFrom(start));
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<CutoutEditorStatus>('loading');
  const [error, setError] = useState<CutoutEditor['error']>(null);

  const historyRef = useRef(history);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** The change to send again on Retry; null when the first load failed. */
  const lastChange = useRef<CutoutChange | null>(null);
  const url = useRef<string | null>(null);
  const startVersion = useRef<number | null>(start.cutout_version);

  const show = useCallback((blob: Blob) => {
    const next = URL.createObjectURL(blob);
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = next;
    setImageUrl(next);
  }, []);

  const stopPending = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const fail = useCallback((title: string, caught: unknown) => {
    setError({ title, message: cutoutErrorMessage(caught) });
    setStatus('error');
  }, []);

  const load = useCallback(
    (version: number | null) => {
      stopPending();
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('loading');
      setError(null);
      fetchCutoutImage(api, { kind, id }, version, controller.signal).then(
        (blob) => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          show(blob);
          setStatus('ready');
        },
        (caught: unknown) => {
          if (controller.signal.aborted || isAbort(caught)) return;
          inFlight.current = null;
          fail(CUTOUT_LOAD_ERROR_TITLE, caught);
        },
      );
    },
    [api, kind, id, show, stopPending, fail],
  );

  const send = useCallback(
    async (change: CutoutChange, strokes: CutoutStroke[]) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('refining');
      setError(null);
      try {
        const metadata: CutoutMetadata = await refineCutout(
          api,
          { kind, id },
          change,
          controller.signal,
        );
        const blob = await fetchCutoutImage(
          api,
          { kind, id },
          metadata.cutout_version,
          controller.signal,
        );
        if (controller.signal.aborted) return;
        inFlight.current = null;
        show(blob);
        setApplied(strokes);
        setShown((previous) => shownFrom(metadata, previous));
        setStatus('ready');
      } catch (caught) {
        if (controller.signal.aborted || isAbort(caught)) return;
        inFlight.current = null;
        fail(CUTOUT_REFINE_ERROR_TITLE, caught);
      }
    },
    [api, kind, id, show, fail],
  );

  /** Sends `change` after the pause, cancelling whatever it supersedes. */
  const schedule = useCallback(
    (change: CutoutChange, strokes: CutoutStroke[], delay = REFINE_DEBOUNCE_MS) => {
      stopPending();
      lastChange.current = change;
      setStatus('refining');
      setError(null);
      timer.current = setTimeout(() => {
        timer.current = null;
        void send(change, strokes);
      }, delay);
    },
    [send, stopPending],
  );

  useEffect(() => {
    load(startVersion.current);
    return () => {
      stopPending();
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = null;
    };
  }, [load, stopPending]);

  const apply = useCallback(
    (next: StrokeHistory) => {
      if (next === historyRef.current) return;
      historyRef.current = next;
      setHistory(next);
      schedule(changeFor(next), next.strokes);
    },
    [schedule],
  );

  return {
    imageUrl,
    status,
    error,
    review: shown.review,
    reasons: shown.reasons,
    motifs: shown.motifs,
    motif: shown.motif,
    sourceSize: shown.sourceSize,
    confirmedByServer: shown.confirmed,
    strokeLimitReached: history.strokes.length >= MAX_STROKES,
    pendingStrokes: notYetApplied(history.strokes, applied),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    paint: (stroke) => {
      if (historyRef.current.strokes.length >= MAX_STROKES) return;
      apply(addStroke(historyRef.current, stroke));
    },
    undo: () => apply(undoStroke(historyRef.current)),
    redo: () => apply(redoStroke(historyRef.current)),
    // Back to the automatic cut-out of the chosen motif; Redo brings the strokes back.
    reset: () => apply(resetStrokes(historyRef.current)),
    pickMotif: (index) => {
      if (index === shown.motif) return;
      setShown((previous) => ({ ...previous, motif: index }));
      // The chosen motif is the new starting point: strokes from before it do not apply.
      historyRef.current = EMPTY_HISTORY;
      setHistory(EMPTY_HISTORY);
      setApplied([]);
      schedule({ motif: index }, [], 0);
    },
    retry: () => {
      const change = lastChange.current;
      if (change) void send(change, historyRef.current.strokes);
      else load(startVersion.current);
    },
  };
}
