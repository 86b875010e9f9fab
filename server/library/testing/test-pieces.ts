// Cut-outs drawn here for the library's placement tests: a ring seen from the front and a pendant.
import sharp from 'sharp';
import type { Cutout } from '../../studio/extract/cutout';
import { cutoutFromRgba } from '../../studio/testing/synthetic-cutout';

async function fromSvg(svg: string): Promise<Cutout> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return cutoutFromRgba(info.width, info.height, new Uint8Array(data));
}

/** A ring seen from the front: a band loop with a stone on top, in varied colours. */
export function ringCutout(): Promise<Cutout> {
  return fromSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="220">
    <ellipse cx="100" cy="130" rx="80" ry="75" fill="none" stroke="#d4a93c" stroke-width="14"/>
    <circle cx="100" cy="45" r="34" fill="#3a7bd5"/><circle cx="90" cy="36" r="9" fill="#e8f1ff"/></svg>`);
}

/** A pendant: a drop with a loop at its top. */
export function pendantCutout(): Promise<Cutout> {
  return fromSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="200">
    <circle cx="60" cy="14" r="10" fill="none" stroke="#c9a040" stroke-width="5"/>
    <path d="M60 30 C 110 90, 100 190, 60 190 C 20 190, 10 90, 60 30 Z" fill="#b0304a"/></svg>`);
}
