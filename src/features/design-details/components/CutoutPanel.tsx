// The cut-out of the design, and the tools to correct it: the piece over a checkerboard (or on the
// dark mat, or the original beside it), Keep and Remove brushes, Undo, Redo and Reset, a sheet's
// candidate motifs, the review in words and, when it must be checked, the designer's confirmation.
// Props in, events out: the strokes it reports are in pixels of the image the cut-out was cut from.
import { Brush, Eraser, Redo2, RotateCcw, Undo2 } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { CutoutMotif, CutoutReview } from '../../../api/asset';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Box } from '../../../ui/Box';
import { Checkbox } from '../../../ui/Checkbox';
import { ChoiceGroup } from '../../../ui/ChoiceGroup';
import { Chip } from '../../../ui/Chip';
import { Inline } from '../../../ui/Inline';
import { Segmented } from '../../../ui/Segmented';
import { Spinner } from '../../../ui/Spinner';
import { Stack } from '../../../ui/Stack';
import { coveringInput } from '../../../ui/form.css';
import { darkMat, hairlineRim } from '../../../ui/surface.css';
import {
  BRUSH_SIZES,
  CUTOUT_CONFIRM_LABEL,
  DEFAULT_BRUSH_SIZE,
  MAX_STROKES,
  REFINING_MESSAGE,
  cutoutShortcut,
  extendStroke,
  reviewLabel,
  reviewTone,
  stepBrushSize,
  strokeRadius,
  thinStroke,
  toImagePoint,
  type BrushMode,
  type CutoutStroke,
  type ImageSize,
} from '../model';
import type { CutoutEditorStatus } from '../use-cutout-editor';
import * as styles from './CutoutPanel.css';
import { PanelHint, PanelTitle } from './PanelText';

export type CutoutView = 'checker' | 'mat' | 'original';

export interface CutoutPanelProps {
  review: CutoutReview;
  reasons: string[];
  /** The cut-out PNG (an object URL); null until it has loaded. */
  cutoutUrl: string | null;
  /** The image the cut-out was cut from, for the Original view and the motif thumbnails. */
  sourceUrl: string | null;
  /** Shown instead when `sourceUrl` is not the cut-out's shape (a design cut from its crop). */
  fallbackSourceUrl?: string | null;
  /** The pixels strokes are given in; null: the cut-out's own. */
  sourceSize: ImageSize | null;
  status: CutoutEditorStatus;
  error: { title: string; message: string } | null;
  onRetry: () => void;
  /** Strokes painted but not yet in the cut-out shown (drawn over it meanwhile). */
  pendingStrokes: CutoutStroke[];
  onStroke: (stroke: CutoutStroke) => void;
  canUndo: boolean;
  canRedo: boolean;
  canReset: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onReset: () => void;
  strokeLimitReached?: boolean;
  /** A sketch sheet's candidate motifs (boxes in the cut-out's pixels); empty for one design. */
  motifs: CutoutMotif[];
  motif: number;
  onMotifChange: (index: number) => void;
  /** The review is 'required': Save waits for the designer's confirmation. */
  confirmRequired: boolean;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** Said instead of asking, when the cut-out is already confirmed (a correction confirms it). */
  confirmedNote?: string | null;
  /** Why the cut-out cannot be corrected now (a new crop remakes it), or null. */
  frozenMessage?: string | null;
  /** The cut-out could not be made again (a drawn crop's): what went wrong, and a retry. */
  frozenError?: { message: string; onRetry: () => void } | null;
  /** While the design is being saved. */
  disabled?: boolean;
  /** More tools below the brushes (a sketch's region tool). */
  children?: ReactNode;
}

const STROKE_COLOURS: Record<BrushMode, string> = {
  keep: 'rgba(96, 196, 132, 0.55)',
  remove: 'rgba(236, 104, 92, 0.55)',
};

interface LiveStroke extends CutoutStroke {
  pointerId: number;
}

function useLoadedImage(url: string | null): HTMLImageElement | null {
  const [loaded, setLoaded] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (current) setLoaded({ url, image });
    };
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  // The last image stays on screen until the next one has loaded: no flash while refining.
  return url ? (loaded?.image ?? null) : null;
}

function drawStroke(
  context: CanvasRenderingContext2D,
  stroke: CutoutStroke,
  scale: number,
  colour: string,
) {
  const width = Math.max(1, stroke.radius * 2 * scale);
  const [first, ...rest] = stroke.points;
  if (!first) return;
  context.fillStyle = colour;
  context.strokeStyle = colour;
  if (rest.length === 0) {
    context.beginPath();
    context.arc(first[0] * scale, first[1] * scale, width / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.lineWidth = width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  context.moveTo(first[0] * scale, first[1] * scale);
  for (const [x, y] of rest) context.lineTo(x * scale, y * scale);
  context.stroke();
}

const VIEWS: { value: CutoutView; label: string }[] = [
  { value: 'checker', label: 'Checkerboard' },
  { value: 'mat', label: 'Dark mat' },
  { value: 'original', label: 'Original' },
];

export function CutoutPanel({
  review,
  reasons,
  cutoutUrl,
  sourceUrl,
  fallbackSourceUrl = null,
  sourceSize,
  status,
  error,
  onRetry,
  pendingStrokes,
  onStroke,
  canUndo,
  canRedo,
  canReset,
  onUndo,
  onRedo,
  onReset,
  strokeLimitReached = false,
  motifs,
  motif,
  onMotifChange,
  confirmRequired,
  confirmed,
  onConfirmedChange,
  confirmedNote = null,
  frozenMessage = null,
  frozenError = null,
  disabled = false,
  children,
}: CutoutPanelProps) {
  const ids = useId();
  const [view, setView] = useState<CutoutView>('checker');
  const [tool, setTool] = useState<BrushMode>('remove');
  const [brushSize, setBrushSize] = useState<number>(DEFAULT_BRUSH_SIZE);
  const cutout = useLoadedImage(cutoutUrl);
  const original = useLoadedImage(sourceUrl);
  const fallback = useLoadedImage(fallbackSourceUrl);
  const source =
    original && cutout && !sameShape(original, cutout) && fallback ? fallback : original;
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const live = useRef<LiveStroke | null>(null);
  const hover = useRef<{ x: number; y: number } | null>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);

  const editable = !disabled && !frozenMessage && !frozenError && status !== 'loading';
  const natural =
    sourceSize ?? (cutout ? sizeOf(cutout) : null) ?? (source ? sizeOf(source) : null);
  const naturalWidth = natural?.width ?? 0;
  const naturalHeight = natural?.height ?? 0;
  const imageSize = useMemo<ImageSize | null>(
    () => (naturalWidth > 0 ? { width: naturalWidth, height: naturalHeight } : null),
    [naturalWidth, naturalHeight],
  );
  // The stage takes the shape of the cut-out shown (the source's, once it has loaded).
  const shape = cutout ? sizeOf(cutout) : imageSize;
  const aspect = shape ? shape.width / shape.height : 1;

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas || !box || !imageSize) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.round(box.width * ratio);
    const height = Math.round(box.height * ratio);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, box.width, box.height);
    const shown = view === 'original' ? source : cutout;
    if (shown) {
      context.imageSmoothingQuality = 'high';
      context.drawImage(shown, 0, 0, box.width, box.height);
    }
    const scale = box.width / imageSize.width;
    for (const stroke of pendingStrokes)
      drawStroke(context, stroke, scale, STROKE_COLOURS[stroke.mode]);
    if (live.current) drawStroke(context, live.current, scale, STROKE_COLOURS[live.current.mode]);
    if (hover.current && editable) {
      const { x, y } = hover.current;
      context.lineWidth = 1.5;
      context.strokeStyle = 'rgba(0, 0, 0, 0.6)';
      context.beginPath();
      context.arc(x, y, brushSize / 2 + 1, 0, Math.PI * 2);
      context.stroke();
      context.strokeStyle = 'rgba(255, 255, 255, 0.95)';
      context.beginPath();
      context.arc(x, y, brushSize / 2, 0, Math.PI * 2);
      context.stroke();
    }
  }, [box, imageSize, view, source, cutout, pendingStrokes, editable, brushSize]);

  useLayoutEffect(() => {
    draw();
  }, [draw]);

  // The canvas backing store follows the stage's size (layout, resize, rotation).
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () => {
      const rect = canvas.getBoundingClientRect();
      setBox((current) =>
        current && current.width === rect.width && current.height === rect.height
          ? current
          : { width: rect.width, height: rect.height },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const local = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, rect };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!editable || !imageSize || strokeLimitReached) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (live.current) return; // a second finger does not start another stroke
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    try {
      // The stroke goes on when the finger or mouse leaves the canvas mid-stroke.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the stroke simply ends at the edge.
    }
    const { x, y, rect } = local(event);
    live.current = {
      pointerId: event.pointerId,
      mode: tool,
      radius: strokeRadius(brushSize, rect.width, imageSize),
      points: [toImagePoint(x, y, rect.width, rect.height, imageSize)],
    };
    hover.current = event.pointerType === 'mouse' ? { x, y } : null;
    draw();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const { x, y, rect } = local(event);
    hover.current = event.pointerType === 'mouse' ? { x, y } : null;
    const stroke = live.current;
    if (stroke && stroke.pointerId === event.pointerId && imageSize) {
      const point = toImagePoint(x, y, rect.width, rect.height, imageSize);
      stroke.points = extendStroke(stroke.points, point, Math.max(1, stroke.radius / 3));
    }
    draw();
  };

  const finish = (event: PointerEvent<HTMLCanvasElement>, keep: boolean) => {
    const stroke = live.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    live.current = null;
    if (event.pointerType !== 'mouse') hover.current = null;
    if (keep) {
      // A click (no drag) picks the whole part under it; a drag is a brush stroke.
      const points = thinStroke(stroke.points);
      onStroke(
        points.length === 1
          ? { mode: stroke.mode, part: true, radius: stroke.radius, points }
          : { mode: stroke.mode, radius: stroke.radius, points },
      );
    }
    draw();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.matches('input[type="text"], textarea')) return;
    const shortcut = cutoutShortcut(event);
    if (!shortcut || !editable) return;
    event.preventDefault();
    if (shortcut.kind === 'tool') setTool(shortcut.mode);
    else if (shortcut.kind === 'size')
      setBrushSize((size) => stepBrushSize(size, shortcut.direction));
    else if (shortcut.kind === 'undo') {
      if (canUndo) onUndo();
    } else if (canRedo) onRedo();
  };

  const busy = status === 'refining';
  const sizeIndex = Math.max(
    0,
    BRUSH_SIZES.findIndex((size) => size >= brushSize),
  );
  const hintId = `${ids}-hint`;
  const cutoutSize = cutout ? sizeOf(cutout) : null;

  return (
    <Stack
      as="section"
      gap="4"
      padding={{ narrow: '4', large: '5' }}
      borderRadius="lg"
      background="raised"
      className={hairlineRim}
      aria-labelledby={`${ids}-title`}
      onKeyDown={onKeyDown}
      data-testid="cutout-panel"
    >
      <Inline justify="space-between" gap="3" wrap="nowrap">
        <PanelTitle as="h2" id={`${ids}-title`}>
          Cut-out
        </PanelTitle>
        <Chip tone={reviewTone(review)} data-testid="cutout-review">
          {reviewLabel(review)}
        </Chip>
      </Inline>

      {reasons.length > 0 && (
        <Alert
          tone={review === 'required' ? 'warning' : 'info'}
          title={review === 'required' ? 'Check the cut-out' : undefined}
          role={review === 'required' ? 'alert' : 'status'}
        >
          <Stack as="ul" gap="1" margin="0" paddingLeft="4" aria-label="Why">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Stack>
        </Alert>
      )}

      {frozenMessage && (
        <Alert tone="info" role="status">
          {frozenMessage}
        </Alert>
      )}

      {frozenError && (
        <Alert
          tone="error"
          title="Could not cut out your crop"
          action={
            <Button size="sm" onClick={frozenError.onRetry}>
              Try again
            </Button>
          }
        >
          {frozenError.message}
        </Alert>
      )}

      {motifs.length > 1 && (
        <ChoiceGroup
          legend="This sheet holds several designs. Which one is this design?"
          disabled={!editable}
        >
          <Box display="grid" gap="2" className={styles.motifs}>
            {motifs.map((candidate, index) => (
              <Stack
                as="label"
                key={index}
                align="center"
                gap="1"
                padding="1.5"
                position="relative"
                borderRadius="md"
                fontSize="xs"
                color="secondary"
                className={styles.motif}
              >
                <input
                  type="radio"
                  className={coveringInput}
                  name={`${ids}-motif`}
                  checked={motif === index}
                  onChange={() => onMotifChange(index)}
                  aria-label={
                    index === 0 ? `Design ${index + 1}, the studio’s choice` : `Design ${index + 1}`
                  }
                />
                <Box
                  as="span"
                  borderRadius="sm"
                  className={styles.motifThumb}
                  aria-hidden="true"
                  style={motifThumbStyle(candidate, cutoutSize, source?.src ?? null)}
                />
                <span aria-hidden="true">{index === 0 ? `${index + 1} · Auto` : index + 1}</span>
              </Stack>
            ))}
          </Box>
        </ChoiceGroup>
      )}

      <Box
        position="relative"
        width="full"
        display="grid"
        placeItems="center"
        borderRadius="md"
        padding="3"
        overflow="hidden"
        className={darkMat}
      >
        <Box
          position="relative"
          borderRadius="sm"
          overflow="hidden"
          className={styles.stage}
          data-view={view}
          aria-busy={busy || status === 'loading'}
          style={{
            aspectRatio: `${aspect}`,
            // Fits the square frame both ways, keeping the image's proportions.
            width: `min(100cqw, calc(100cqh * ${aspect}))`,
          }}
        >
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            role="application"
            aria-label="Cut-out editor"
            aria-describedby={hintId}
            aria-disabled={!editable || undefined}
            tabIndex={0}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(event) => finish(event, true)}
            onPointerCancel={(event) => finish(event, false)}
            onPointerLeave={(event) => {
              if (event.pointerType === 'mouse' && !live.current) {
                hover.current = null;
                draw();
              }
            }}
          />
          {status === 'loading' && (
            <Box position="absolute" display="grid" placeItems="center" className={styles.covering}>
              <Spinner label="Loading the cut-out" />
            </Box>
          )}
          {busy && (
            <Box
              position="absolute"
              display="inline-flex"
              alignItems="center"
              gap="2"
              paddingY="1.5"
              paddingX="3"
              borderRadius="full"
              color="text"
              fontSize="xs"
              fontWeight="medium"
              letterSpacing="wide"
              className={styles.busy}
              role="status"
            >
              <span aria-hidden="true">
                <Spinner size="sm" tone="current" />
              </span>
              {REFINING_MESSAGE}
            </Box>
          )}
        </Box>
      </Box>

      {confirmedNote && <PanelHint>{confirmedNote}</PanelHint>}

      {confirmRequired && (
        <Checkbox
          label={CUTOUT_CONFIRM_LABEL}
          description="Only your piece is in it: no background, hands, notes or marks."
          checked={confirmed}
          onChange={onConfirmedChange}
          disabled={disabled || busy || status === 'loading'}
        />
      )}

      {status === 'error' && error && (
        <Alert
          tone="error"
          title={error.title}
          action={
            <Button size="sm" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {error.message}
        </Alert>
      )}

      <ChoiceGroup legend="Show it on">
        <Segmented name={`${ids}-view`} options={VIEWS} value={view} onChange={setView} />
      </ChoiceGroup>

      <Stack gap="3" role="group" aria-label="Cut-out tools">
        <Inline gap="2" justify="space-between">
          <Inline gap="1.5">
            <Button
              size="sm"
              className={styles.toolButton}
              aria-pressed={tool === 'keep'}
              startIcon={<Brush />}
              onClick={() => setTool('keep')}
              disabled={!editable}
            >
              Keep
            </Button>
            <Button
              size="sm"
              className={styles.toolButton}
              aria-pressed={tool === 'remove'}
              startIcon={<Eraser />}
              onClick={() => setTool('remove')}
              disabled={!editable}
            >
              Remove
            </Button>
          </Inline>
          <Inline as="label" gap="2" wrap="nowrap" fontSize="sm" color="secondary">
            Size
            <input
              type="range"
              className={styles.sizeInput}
              min={0}
              max={BRUSH_SIZES.length - 1}
              step={1}
              value={sizeIndex}
              aria-valuetext={`${brushSize} pixels`}
              onChange={(event) =>
                setBrushSize(BRUSH_SIZES[Number(event.currentTarget.value)] ?? DEFAULT_BRUSH_SIZE)
              }
              disabled={!editable}
            />
            <Box
              as="span"
              fontVariantNumeric="tabular-nums"
              color="text"
              className={styles.sizeValue}
              aria-hidden="true"
            >
              {brushSize} px
            </Box>
          </Inline>
        </Inline>
        <Inline gap="1.5">
          <Button
            size="sm"
            variant="ghost"
            startIcon={<Undo2 />}
            onClick={onUndo}
            disabled={!editable || !canUndo}
          >
            Undo
          </Button>
          <Button
            size="sm"
            variant="ghost"
            startIcon={<Redo2 />}
            onClick={onRedo}
            disabled={!editable || !canRedo}
          >
            Redo
          </Button>
          <Button
            size="sm"
            variant="ghost"
            startIcon={<RotateCcw />}
            onClick={onReset}
            disabled={!editable || !canReset}
          >
            Reset
          </Button>
        </Inline>
      </Stack>

      <PanelHint id={hintId}>
        Paint over what to keep or to remove; one stroke is enough, the studio finds the edges.
        Click a part to keep or remove it whole.{' '}
        <span className={styles.keys}>
          Keys: <kbd>K</kbd> keep, <kbd>R</kbd> remove, <kbd>[</kbd> <kbd>]</kbd> size,{' '}
          <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Shift</kbd>+<kbd>Ctrl</kbd>+<kbd>Z</kbd> redo.
        </span>
      </PanelHint>

      {strokeLimitReached && (
        <Alert tone="info" role="status">
          {`That is ${MAX_STROKES} strokes, the most one cut-out takes: undo some, or reset.`}
        </Alert>
      )}

      {children}
    </Stack>
  );
}

/** Two images of the same proportions (within 2%): one is the other at another size. */
function sameShape(a: HTMLImageElement, b: HTMLImageElement): boolean {
  const ratio = (image: HTMLImageElement) => image.naturalWidth / Math.max(image.naturalHeight, 1);
  return Math.abs(ratio(a) / ratio(b) - 1) < 0.02;
}

function sizeOf(image: HTMLImageElement): ImageSize {
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/** A candidate's box of the source image, fitted into the 64 × 48 thumbnail. */
function motifThumbStyle(
  { box: candidate }: CutoutMotif,
  cutoutSize: ImageSize | null,
  sourceUrl: string | null,
) {
  if (!cutoutSize || !sourceUrl) return undefined;
  const [w, h, pad] = [64, 48, 4];
  const k = Math.min((w - pad * 2) / candidate.width, (h - pad * 2) / candidate.height);
  const left = (w - candidate.width * k) / 2 - candidate.x * k;
  const top = (h - candidate.height * k) / 2 - candidate.y * k;
  return {
    backgroundImage: `url("${sourceUrl}")`,
    backgroundSize: `${cutoutSize.width * k}px ${cutoutSize.height * k}px`,
    backgroundPosition: `${left}px ${top}px`,
  };
}

export default CutoutPanel;
