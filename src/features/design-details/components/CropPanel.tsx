import { lazy, Suspense } from 'react';
import { Box } from '../../../ui/Box';
import { Spinner } from '../../../ui/Spinner';
import { darkMat } from '../../../ui/surface.css';
import { Switch } from '../../../ui/Switch';
import type { PercentCrop } from '../model';
import * as styles from './Details.css';
import { Stack } from '../../../ui/Stack';

// The cropper loads only when auto crop is turned off (react-image-crop can be swapped in here).
const ManualCrop = lazy(() => import('./ManualCrop'));

export interface CropPanelProps {
  /**
   * New mode offers the auto crop toggle; edit mode shows the saved crop, with a re-crop toggle
   * when the studio can take a new crop of a saved design; null: no toggle.
   */
  toggle: 'auto-crop' | 're-crop' | null;
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
  toggle,
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
  const manual = toggle !== null && !autoCrop && originalUrl !== null;
  const shown = autoCrop || toggle === null ? (croppedUrl ?? originalUrl) : originalUrl;
  return (
    <Stack gap="4">
      <Box
        position="relative"
        width="full"
        display="grid"
        placeItems="center"
        borderRadius="lg"
        padding={{ narrow: '4', large: '8' }}
        overflow="hidden"
        className={darkMat}
      >
        {manual ? (
          <Suspense fallback={<Spinner label="Loading the cropper" />}>
            <ManualCrop src={originalUrl} crop={crop} onChange={onCropChange} imageRef={imageRef} />
          </Suspense>
        ) : (
          shown && (
            <Box
              as="img"
              display="block"
              borderRadius="sm"
              className={styles.matImage}
              src={shown}
              alt={name ? `${name}, as uploaded` : 'Your upload'}
            />
          )
        )}
      </Box>
      {toggle === 're-crop' && (
        <Switch
          label="Re-crop"
          description={
            autoCrop
              ? 'Keeping the saved crop.'
              : 'Drag the square, or focus it and use the arrow keys.'
          }
          checked={!autoCrop}
          onChange={(on) => onAutoCropChange(!on)}
          disabled={disabled}
        />
      )}
      {toggle === 'auto-crop' && (
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
    </Stack>
  );
}
