// The photograph with its points over it: each found point is a handle the designer drags (or
// moves with the arrow keys once focused); a missing point is marked by choosing it and clicking
// the photograph. Saving sends every point (they become the designer's).
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { LandmarkName, LibraryPhoto } from '../../../api/library';
import { Alert } from '../../../ui/Alert';
import { Box } from '../../../ui/Box';
import { Button } from '../../../ui/Button';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { POINT_LABELS, SAVE_POINTS, detectionLine, missingPoints } from '../model';
import * as styles from './Library.css';
import { bareList } from '../../../ui/list.css';

export interface PointPosition {
  name: LandmarkName;
  x: number;
  y: number;
}

export interface PhotoPointsProps {
  photo: LibraryPhoto;
  saving?: boolean;
  error?: string | null;
  onSave: (points: PointPosition[]) => void;
}

const KEY_STEP = 4;

export function PhotoPoints({ photo, saving = false, error = null, onSave }: PhotoPointsProps) {
  const [points, setPoints] = useState<PointPosition[]>(() =>
    photo.landmarks.map(({ name, x, y }) => ({ name, x, y })),
  );
  const [marking, setMarking] = useState<LandmarkName | null>(null);
  const [dragging, setDragging] = useState<LandmarkName | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const status = detectionLine(photo);
  const missing = missingPoints({
    ...photo,
    landmarks: points.map((point) => ({ ...point, score: null, source: 'designer' as const })),
  });
  const radius = Math.max(photo.width, photo.height) / 90;

  const toPhoto = (event: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return {
      x: Math.min(photo.width, Math.max(0, ((event.clientX - box.left) / box.width) * photo.width)),
      y: Math.min(
        photo.height,
        Math.max(0, ((event.clientY - box.top) / box.height) * photo.height),
      ),
    };
  };
  const move = (name: LandmarkName, x: number, y: number) =>
    setPoints((current) => current.map((point) => (point.name === name ? { name, x, y } : point)));

  const onStagePointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!marking) return;
    const at = toPhoto(event);
    setPoints((current) => [...current, { name: marking, ...at }]);
    setMarking(null);
  };
  const onKey = (name: LandmarkName) => (event: KeyboardEvent) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[
      event.key
    ];
    if (!step) return;
    event.preventDefault();
    const point = points.find((candidate) => candidate.name === name)!;
    move(
      name,
      Math.min(photo.width, Math.max(0, point.x + step[0]! * KEY_STEP)),
      Math.min(photo.height, Math.max(0, point.y + step[1]! * KEY_STEP)),
    );
  };

  return (
    <Box
      as="section"
      display="grid"
      gap="6"
      marginTop="8"
      className={styles.editor}
      aria-label={`Points on ${photo.name}`}
    >
      <Box
        position="relative"
        borderRadius="lg"
        overflow="hidden"
        background="canvas"
        className={styles.stage}
      >
        <Box
          as="img"
          display="block"
          width="full"
          height="auto"
          src={photo.image_url}
          alt={photo.name}
        />
        <svg
          ref={svg}
          className={styles.overlay}
          viewBox={`0 0 ${photo.width} ${photo.height}`}
          onPointerDown={onStagePointerDown}
          onPointerMove={(event) => {
            if (dragging) move(dragging, toPhoto(event).x, toPhoto(event).y);
          }}
          onPointerUp={() => setDragging(null)}
          style={{ cursor: marking ? 'crosshair' : 'default' }}
        >
          {points.map((point) => (
            <circle
              key={point.name}
              cx={point.x}
              cy={point.y}
              r={radius}
              fill="rgba(214, 184, 120, 0.35)"
              stroke="#f3dfae"
              strokeWidth={radius / 3}
              tabIndex={0}
              role="button"
              aria-label={`${POINT_LABELS[point.name]}: drag or use the arrow keys to move`}
              onPointerDown={(event) => {
                event.stopPropagation();
                setDragging(point.name);
              }}
              onKeyDown={onKey(point.name)}
            />
          ))}
        </svg>
      </Box>
      <Stack gap="4">
        {status.found ? null : (
          <Alert tone="info" title={status.text}>
            Choose a point below, then click where it is on the photograph.
          </Alert>
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Box as="p" fontSize="sm" color="accent" aria-live="polite" className={styles.hint}>
          {marking
            ? `Click the photograph where the ${POINT_LABELS[marking].toLowerCase()} is.`
            : ''}
        </Box>
        <Stack
          as="ul"
          gap="2"
          className={bareList}
          fontSize="sm"
          color="secondary"
          aria-label="Points"
        >
          {points.map((point) => (
            <Inline as="li" key={point.name} wrap="nowrap" justify="space-between" gap="2">
              <span>{POINT_LABELS[point.name]}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${POINT_LABELS[point.name]}`}
                onClick={() =>
                  setPoints((current) => current.filter((other) => other.name !== point.name))
                }
              >
                Remove
              </Button>
            </Inline>
          ))}
          {missing.map((name) => (
            <Inline as="li" key={name} wrap="nowrap" justify="space-between" gap="2">
              <span>{POINT_LABELS[name]}</span>
              <Button
                size="sm"
                variant={marking === name ? 'primary' : 'secondary'}
                aria-pressed={marking === name}
                aria-label={`Mark ${POINT_LABELS[name]}`}
                onClick={() => setMarking(marking === name ? null : name)}
              >
                Mark
              </Button>
            </Inline>
          ))}
        </Stack>
        <Button
          variant="primary"
          loading={saving}
          onClick={() =>
            onSave(points.map(({ name, x, y }) => ({ name, x: Math.round(x), y: Math.round(y) })))
          }
        >
          {SAVE_POINTS}
        </Button>
      </Stack>
    </Box>
  );
}
