import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { Switch } from '../../../ui/Switch';
import type { PercentCrop } from '../model';
import * as styles from './Details.css';

// The cropper loads only when auto crop is turned off (react-image-crop can be swapped in here).
const ManualCrop = lazy(() => import('./ManualCrop'));

export interface CropPanelProps {
  /** New mode offers the auto crop toggle; edit mode shows the saved crop. */
  showToggle: boolean;
  autoCrop: boolean;
  onAutoCropChange: (on: boolean) => void;
  /** The server's crop, or null when it found none. */
  croppedUrl: string | null;
  originalUrl: string | null;
  name: string;
  crop: PercentCrop | null;
  onCropChange: (crop: PercentCrop) => void;
  imageRef: (image: HTMLImageElement | null) => void;
  disabled?: boolean;
}

/** The design on its dark mat, and (new mode) the choice between the auto crop and your own. */
export function CropPanel({
  showToggle,
  autoCrop,
  onAutoCropChange,
  croppedUrl,
  originalUrl,
  name,
  crop,
  onCropChange,
  imageRef,
  disabled = false,
}: CropPanelProps) {
  const manual = showToggle && !autoCrop && originalUrl !== null;
  const shown = autoCrop || !showToggle ? (croppedUrl ?? originalUrl) : originalUrl;
  return (
    <div className={styles.imageColumn}>
      <div className={styles.mat}>
        {manual ? (
          <Suspense fallback={<Spinner label="Loading the cropper" />}>
            <ManualCrop src={originalUrl} crop={crop} onChange={onCropChange} imageRef={imageRef} />
          </Suspense>
        ) : (
          shown && (
            <img
              className={styles.matImage}
              src={shown}
              alt={name ? `${name}, as uploaded` : 'Your upload'}
            />
          )
        )}
      </div>
      {showToggle && (
        <Switch
          label="Auto crop"
          description={
            autoCrop
              ? 'Using the studio’s crop of your piece.'
              : 'Drag the square, or focus it and use the arrow keys.'
          }
          checked={autoCrop}
          onChange={onAutoCropChange}
          disabled={disabled}
        />
      )}
    </div>
  );
}
