// The manual crop: react-image-crop with a square aspect. Loaded lazily (see CropPanel) so the
// cropper stays out of the bundle until a designer turns auto crop off. Its keyboard nudges are
// the spec's 1 px, 10 px with Shift and 100 px with Ctrl (Cmd on a Mac).
import ReactCrop from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { initialCrop, type PercentCrop } from '../model';
import * as styles from './Details.css';

export interface ManualCropProps {
  src: string;
  crop: PercentCrop | null;
  onChange: (crop: PercentCrop) => void;
  /** The displayed image, for exporting the crop. */
  imageRef: (image: HTMLImageElement | null) => void;
}

const ariaLabels = {
  ...ReactCrop.defaultProps.ariaLabels,
  cropArea: 'Crop area. Move it with the arrow keys: Shift moves 10, Ctrl or Cmd 100.',
};

export function ManualCrop({ src, crop, onChange, imageRef }: ManualCropProps) {
  return (
    <div className={styles.cropStage}>
      <ReactCrop
        className={styles.cropper}
        crop={crop ? { unit: '%', ...crop } : undefined}
        aspect={1}
        keepSelection
        minWidth={24}
        ariaLabels={ariaLabels}
        onChange={(_pixels, percent) =>
          onChange({ x: percent.x, y: percent.y, width: percent.width, height: percent.height })
        }
      >
        <img
          ref={imageRef}
          className={styles.cropImage}
          src={src}
          alt="Your upload, with the crop to keep"
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (!crop) onChange(initialCrop(naturalWidth || 1, naturalHeight || 1));
          }}
        />
      </ReactCrop>
    </div>
  );
}

export default ManualCrop;
