// The region tool of a sketch's cut-out: the drawing with each region tinted by what it will be
// (metal, stone, open, wire); click a region (or focus it and press Enter), then say what it is.
// A stone takes the colour of the design's gemstones, or one picked: the picked colour shows at
// once and is sent when the designer stops dragging it (a pause, or leaving the picker), not at
// every step of the drag. Props in, events out.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CutoutRegion, RegionKind } from '../../../api/asset';
import { Alert } from '../../../ui/Alert';
import { Box } from '../../../ui/Box';
import { Button } from '../../../ui/Button';
import { ChoiceGroup } from '../../../ui/ChoiceGroup';
import { Inline } from '../../../ui/Inline';
import { Segmented } from '../../../ui/Segmented';
import { Spinner } from '../../../ui/Spinner';
import { Stack } from '../../../ui/Stack';
import {
  REGION_KIND_LABELS,
  REGION_KIND_ORDER,
  outlinePoints,
  regionFill,
  regionLabel,
  regionsFrame,
  shownRegions,
} from '../region-model';
import type { RegionToolStatus } from '../use-cutout-regions';
import { PanelHint, PanelTitle } from './PanelText';
import * as styles from './RegionTool.css';
import { bareList } from '../../../ui/list.css';

const KIND_OPTIONS = REGION_KIND_ORDER.map((kind) => ({
  value: kind,
  label: REGION_KIND_LABELS[kind],
}));

/** How long the colour must rest before it is sent. */
export const COLOUR_COMMIT_MS = 400;

export interface RegionToolProps {
  status: RegionToolStatus;
  regions: CutoutRegion[];
  /** The cut-out PNG (an object URL), drawn under the regions; its size is the outlines' pixels. */
  imageUrl: string | null;
  /** A stone's colour by default (from the design's gemstones), and the gem it came from. */
  stoneColour: string;
  gem: string | null;
  error: string | null;
  onRetry: () => void;
  onSetKind: (id: number, kind: RegionKind, colour?: string) => void;
  disabled?: boolean;
}

export function RegionTool({
  status,
  regions,
  imageUrl,
  stoneColour,
  gem,
  error,
  onRetry,
  onSetKind,
  disabled = false,
}: RegionToolProps) {
  const ids = useId();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const size = useImageSize(imageUrl);
  // The colour being picked (shown at once), sent once the picker rests.
  const [draft, setDraft] = useState<{ id: number; colour: string } | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ id: number; colour: string } | null>(null);
  const setKindRef = useRef(onSetKind);
  useEffect(() => {
    setKindRef.current = onSetKind;
  }, [onSetKind]);
  const commitColour = useCallback(() => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
    const picked = pending.current;
    pending.current = null;
    if (picked) setKindRef.current(picked.id, 'stone', picked.colour);
  }, []);
  // Once the regions come back, they say the colour (the picked one, or the earlier one if
  // saving it failed).
  useEffect(() => {
    if (!pending.current) setDraft(null);
  }, [regions]);
  // A colour still resting when the tool goes is sent all the same.
  useEffect(() => commitColour, [commitColour]);
  const pickColour = (id: number, colour: string) => {
    setDraft({ id, colour });
    pending.current = { id, colour };
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(commitColour, COLOUR_COMMIT_MS);
  };
  const withDraft = (region: CutoutRegion) =>
    draft && draft.id === region.id && region.kind === 'stone'
      ? { ...region, colour: draft.colour }
      : region;
  const shown = shownRegions(regions).map(withDraft);
  const selected = shown.find((region) => region.id === selectedId) ?? null;
  const editable = !disabled && status !== 'loading';

  const onRegionKey = (event: KeyboardEvent<SVGPolygonElement>, id: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setSelectedId(id);
  };

  return (
    <Stack
      as="section"
      gap="3"
      paddingTop="3"
      className={styles.tool}
      aria-labelledby={`${ids}-title`}
      data-testid="region-tool"
    >
      <PanelTitle as="h3" id={`${ids}-title`}>
        Regions
      </PanelTitle>
      <PanelHint>
        Each closed shape of the drawing becomes metal, a stone, an opening or wire. Click one to
        change what it is.
      </PanelHint>

      {status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {status !== 'error' && error && (
        <Alert tone="warning" role="status">
          {error}
        </Alert>
      )}

      <Box
        position="relative"
        width="full"
        display="grid"
        placeItems="center"
        borderRadius="md"
        overflow="hidden"
        className={styles.stage}
        aria-busy={status === 'loading' || status === 'saving'}
      >
        {status === 'loading' || !size ? (
          <div style={{ padding: 48 }}>
            <Spinner label="Finding the regions" />
          </div>
        ) : (
          <svg
            className={styles.svg}
            viewBox={viewBoxOf(regionsFrame(shown, size))}
            role="group"
            aria-label="Regions of the drawing"
          >
            {imageUrl && (
              <image href={imageUrl} x={0} y={0} width={size.width} height={size.height} />
            )}
            {shown.map((region) => (
              <polygon
                key={region.id}
                className={
                  region.kind === 'open' ? `${styles.region} ${styles.openRegion}` : styles.region
                }
                points={outlinePoints(region.outline)}
                fill={regionFill(region, stoneColour)}
                fillRule="evenodd"
                role="button"
                tabIndex={editable ? 0 : -1}
                aria-label={regionLabel(region)}
                aria-pressed={region.id === selectedId}
                data-kind={region.kind}
                onClick={() => editable && setSelectedId(region.id)}
                onKeyDown={(event) => editable && onRegionKey(event, region.id)}
              />
            ))}
          </svg>
        )}
      </Box>

      <Inline
        as="ul"
        gap="3"
        alignY="stretch"
        className={bareList}
        fontSize="xs"
        color="secondary"
        aria-label="What the colours mean"
      >
        {REGION_KIND_ORDER.map((kind) => (
          <li key={kind}>
            <span
              className={kind === 'open' ? `${styles.swatch} ${styles.openSwatch}` : styles.swatch}
              aria-hidden="true"
              style={{
                background: regionFill(
                  {
                    id: 0,
                    kind,
                    area: 0,
                    box: { x: 0, y: 0, width: 1, height: 1 },
                    cue: '',
                    outline: [],
                  },
                  stoneColour,
                ),
              }}
            />
            {REGION_KIND_LABELS[kind]}
          </li>
        ))}
      </Inline>

      {selected && (
        <ChoiceGroup
          legend={`What region ${selected.id} is`}
          disabled={!editable || status === 'saving'}
        >
          <Inline gap="2">
            <Segmented
              name={`${ids}-kind`}
              options={KIND_OPTIONS}
              value={selected.kind}
              onChange={(kind) =>
                onSetKind(selected.id, kind, kind === 'stone' ? stoneColour : undefined)
              }
            />
            {selected.kind === 'stone' && (
              <Inline as="label" gap="2" wrap="nowrap" fontSize="xs" color="secondary">
                <input
                  type="color"
                  className={styles.colourInput}
                  value={selected.colour ?? stoneColour}
                  onChange={(event) => pickColour(selected.id, event.currentTarget.value)}
                  onBlur={commitColour}
                />
                {gem ? `Stone colour (${gem} by default)` : 'Stone colour'}
              </Inline>
            )}
          </Inline>
          <PanelHint>{`Why: ${selected.cue}.`}</PanelHint>
        </ChoiceGroup>
      )}
    </Stack>
  );
}

/** The natural size of the image at `url`, once it has loaded (the last one meanwhile). */
function useImageSize(url: string | null): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current) setSize({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return size;
}

const viewBoxOf = ({
  x,
  y,
  width,
  height,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
}) => `${x} ${y} ${width} ${height}`;
