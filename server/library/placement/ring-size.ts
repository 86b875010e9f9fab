// A ring size as the designer gives it, to the ring's inner diameter in millimetres. EU sizes are
// the inner circumference in millimetres; US (and Canada) sizes are linear, 0.8128 mm of diameter a
// size from 11.63 mm at size 0; UK (and Australia) sizes are letters A to Z, 1.25 mm of
// circumference a letter from 37.8 mm at A, with halves.
export const RING_SIZE_SYSTEMS = ['EU', 'US', 'UK'] as const;
export type RingSizeSystem = (typeof RING_SIZE_SYSTEMS)[number];

export interface RingSize {
  system: RingSizeSystem;
  /** '52', '6.5', 'L', 'L½' or 'L1/2'. */
  value: string;
}

/** The size people wear most when none is given (EU 52, about US 6). */
export const DEFAULT_RING_SIZE: RingSize = { system: 'EU', value: '52' };

/** The inner diameter in millimetres, or null for a size that does not exist in its system. */
export function innerDiameterMm({ system, value }: RingSize): number | null {
  const text = value.trim().toUpperCase();
  if (system === 'EU') {
    const circumference = Number(text);
    return Number.isFinite(circumference) && circumference >= 38 && circumference <= 76
      ? circumference / Math.PI
      : null;
  }
  if (system === 'US') {
    const size = Number(text);
    return Number.isFinite(size) && size >= 0 && size <= 16 ? 11.63 + 0.8128 * size : null;
  }
  const match = /^([A-Z])\s*(½|1\/2)?$/.exec(text);
  if (!match) return null;
  const index = match[1]!.charCodeAt(0) - 65 + (match[2] ? 0.5 : 0);
  return (37.8 + 1.25 * index) / Math.PI;
}
