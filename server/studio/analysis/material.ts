// The metal, from the colour of the piece's pixels: only what colour can tell. Yellow gold,
// rose gold and silver-white metals look different in a photo; platinum and white gold do not
// differ from silver, and a drawing says nothing about metal.
import { pixelHsv } from './colour';
import type { Raster } from './raster';
import type { Mask } from '../imaging/mask';

export type Material = 'Yellow gold' | 'Rose gold' | 'Silver' | 'unknown';

export interface MaterialReading {
  material: Material;
  /** Share of the piece's lit pixels in each metal colour family. */
  shares: { yellow: number; rose: number; white: number };
}

/** A metal family must cover this share of the piece's lit pixels to be named. */
const DOMINANT_SHARE = 0.35;

/**
 * Sorts the lit pixels of the piece (not shadows, not blown highlights) into yellow-gold,
 * rose-gold and white-metal colours by hue and saturation, and names the family that dominates.
 */
export function readMaterial(raster: Raster, piece: Mask): MaterialReading {
  let yellow = 0;
  let rose = 0;
  let white = 0;
  let lit = 0;
  for (let i = 0; i < piece.data.length; i++) {
    if (!piece.data[i]) continue;
    const { hue, saturation, value } = pixelHsv(raster.rgb, i);
    if (value < 0.25 || value > 0.98) continue;
    lit++;
    if (saturation < 0.12) white++;
    else if (hue >= 32 && hue <= 60 && saturation >= 0.25) yellow++;
    else if ((hue < 32 || hue >= 345) && saturation >= 0.15 && saturation <= 0.6) rose++;
  }
  const shares = {
    yellow: lit ? yellow / lit : 0,
    rose: lit ? rose / lit : 0,
    white: lit ? white / lit : 0,
  };
  const [family, share] = (Object.entries(shares) as Array<[keyof typeof shares, number]>).sort(
    (a, b) => b[1] - a[1],
  )[0]!;
  if (share < DOMINANT_SHARE) return { material: 'unknown', shares };
  const names = { yellow: 'Yellow gold', rose: 'Rose gold', white: 'Silver' } as const;
  return { material: names[family], shares };
}
