// Scenes and masks drawn as SVG for the cut-out stages' tests: the piece and the regions to check
// are known exactly, because they are drawn.
import sharp from 'sharp';
import type { RgbImage } from '../cutout/salient-prior';
import { type Mask, maskDataWhere } from '../imaging/mask';

/** An SVG drawing as RGB pixels. */
export async function renderSvg(svg: string): Promise<RgbImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: new Uint8Array(data) };
}

/** A side × side mask of the given SVG shapes, drawn white on black. */
export async function drawnMask(side: number, shapes: string): Promise<Mask> {
  const image = await renderSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
      <rect width="${side}" height="${side}" fill="#000"/>${shapes}</svg>`,
  );
  const data = maskDataWhere(image.width * image.height, (i) => image.rgb[i * 3]! >= 128);
  return { width: image.width, height: image.height, data };
}

/** The share of the pixels set in `region` that are still set in `mask`. */
export function keptShare(mask: Mask, region: Mask): number {
  let inRegion = 0;
  let still = 0;
  for (let i = 0; i < region.data.length; i++) {
    if (!region.data[i]) continue;
    inRegion++;
    still += mask.data[i]!;
  }
  return still / inRegion;
}

/** Light sensor noise as an SVG filter (`filter="url(#grain)"`), the same on every run. */
export const SVG_GRAIN = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9"
  seed="3"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer>
  <feFuncA type="linear" slope="0.06"/></feComponentTransfer></filter>`;
