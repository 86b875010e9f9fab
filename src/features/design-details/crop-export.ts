// Draws the chosen square of the image onto a canvas and exports it as WebP (quality 0.9) at the
// device pixel ratio (spec §7, §8: 'No 2d context', 'Canvas is empty').
import type { PercentCrop } from './model';

export type CropExport = (image: HTMLImageElement, crop: PercentCrop) => Promise<Blob>;

export const CROP_QUALITY = 0.9;

export const exportCrop: CropExport = async (image, crop) => {
  if (!image.complete) await image.decode();
  const { naturalWidth, naturalHeight } = image;
  const displayWidth = image.getBoundingClientRect().width || naturalWidth;
  const displayHeight = image.getBoundingClientRect().height || naturalHeight;
  const ratio = window.devicePixelRatio || 1;
  const sx = (crop.x / 100) * naturalWidth;
  const sy = (crop.y / 100) * naturalHeight;
  const sw = (crop.width / 100) * naturalWidth;
  const sh = (crop.height / 100) * naturalHeight;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round((crop.width / 100) * displayWidth * ratio));
  canvas.height = Math.max(1, Math.round((crop.height / 100) * displayHeight * ratio));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas is empty'))),
      'image/webp',
      CROP_QUALITY,
    );
  });
};
