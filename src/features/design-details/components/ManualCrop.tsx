// A minimal square cropper (react-image-crop is not installed yet): drag the box to move it, drag
// its corner to resize it, or focus it and use the arrow keys (1 px, Shift 10, Alt/Ctrl 100).
// Loaded lazily (see CropPanel), so react-image-crop can replace this module later.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clamp, initialCrop, nudgeCrop, nudgeStep, type PercentCrop } from '../model';
import * as styles from './Details.css';

export interface ManualCropProps {
  src: string;
  crop: PercentCrop | null;
  onChange: (crop: PercentCrop) => void;
  /** The displayed image, for exporting the crop. */
  imageRef: (image: HTMLImageElement | null) => void;
}

const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function ManualCrop({ src, crop, onChange, imageRef }: ManualCropProps) {
  const stage = useRef<HTMLDivElement>(null);
  // The stage takes the image's own proportions, so crop percentages match the pixels shown.
  const [ratio, setRatio] = useState<number | null>(null);
  const drag = useRef<{ kind: 'move' | 'resize'; x: number; y: number; start: PercentCrop } | null>(
    null,
  );

  const size = () => {
    const rect = stage.current?.getBoundingClientRect();
    return { width: rect?.width || 1, height: rect?.height || 1 };
  };

  const begin = (kind: 'move' | 'resize', event: PointerEvent<HTMLElement>) => {
    if (!crop) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { kind, x: event.clientX, y: event.clientY, start: crop };
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const { width, height } = size();
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.kind === 'move') {
      onChange(nudgeCrop(current.start, dx, dy, width, height));
      return;
    }
    const startSide = (current.start.width / 100) * width;
    const maxSide = Math.min(
      ((100 - current.start.x) / 100) * width,
      ((100 - current.start.y) / 100) * height,
    );
    const side = clamp(startSide + Math.max(dx, dy), 24, maxSide);
    onChange({ ...current.start, width: (side / width) * 100, height: (side / height) * 100 });
  };

  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = KEYS[event.key];
    if (!direction || !crop) return;
    event.preventDefault();
    const step = nudgeStep(event);
    const { width, height } = size();
    onChange(nudgeCrop(crop, direction[0] * step, direction[1] * step, width, height));
  };

  return (
    <div
      ref={stage}
      className={styles.cropStage}
      style={
        ratio === null
          ? { width: '100%' }
          : ratio >= 1
            ? { width: '100cqw', aspectRatio: `${ratio}` }
            : { height: '100cqh', aspectRatio: `${ratio}` }
      }
      onPointerMove={move}
      onPointerUp={end}
    >
      <img
        ref={imageRef}
        className={styles.cropImage}
        src={src}
        alt="Your upload, with the crop to keep"
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth && naturalHeight) setRatio(naturalWidth / naturalHeight);
          if (!crop) {
            onChange(initialCrop(naturalWidth || 1, naturalHeight || 1));
          }
        }}
      />
      {crop && (
        <div className={styles.cropClip}>
          <button
            type="button"
            className={styles.cropBox}
            aria-label="Crop area. Move it with the arrow keys: Shift moves 10, Alt or Ctrl 100."
            data-crop={`${crop.x.toFixed(2)},${crop.y.toFixed(2)},${crop.width.toFixed(2)},${crop.height.toFixed(2)}`}
            style={{
              left: `${crop.x}%`,
              top: `${crop.y}%`,
              width: `${crop.width}%`,
              height: `${crop.height}%`,
            }}
            onPointerDown={(event) => begin('move', event)}
            onPointerUp={end}
            onKeyDown={onKeyDown}
          >
            <span
              className={styles.cropHandle}
              aria-hidden="true"
              onPointerDown={(event) => begin('resize', event)}
            />
          </button>
        </div>
      )}
    </div>
  );
}

export default ManualCrop;
