// A photo's cut-out drawn pixel by pixel for render tests: its mask follows its alpha.
import type { Cutout } from '../extract/cutout';
import { maskFromAlpha } from '../imaging/mask';

export function cutoutFromRgba(width: number, height: number, rgba: Uint8Array): Cutout {
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = rgba[i * 4 + 3]!;
  return { width, height, rgba, mask: maskFromAlpha(alpha, width, height), style: 'photo' };
}
