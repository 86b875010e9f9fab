// A stored photograph as a render canvas: the frame's crop of it at the frame's output size (or,
// without a frame, the whole photograph with its long side at most `longSide`, never enlarged),
// with the factor from the photograph's pixels to the canvas's and where the crop starts.
import sharp from 'sharp';
import type { Canvas } from '../../studio/render/canvas';
import type { Frame } from './frame';

export interface PhotoCanvas {
  canvas: Canvas;
  /** Canvas pixels per pixel of the stored photograph. */
  photoScale: number;
  /** The photograph pixel at the canvas's top-left corner. */
  origin: { x: number; y: number };
}

export async function photoCanvas(
  photo: Buffer,
  longSide: number,
  frame?: Frame,
): Promise<PhotoCanvas> {
  const meta = await sharp(photo).metadata();
  let image = sharp(photo);
  if (frame) {
    image = image
      .extract({ left: frame.x, top: frame.y, width: frame.width, height: frame.height })
      .resize(frame.output_width, frame.output_height, { fit: 'fill', kernel: 'lanczos3' });
  } else {
    image = image.resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true });
  }
  const { data, info } = await image
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = new Float32Array(info.width * info.height * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = data[i]!;
  return {
    canvas: { width: info.width, height: info.height, rgb },
    photoScale: info.width / (frame?.width ?? meta.width ?? info.width),
    origin: { x: frame?.x ?? 0, y: frame?.y ?? 0 },
  };
}
