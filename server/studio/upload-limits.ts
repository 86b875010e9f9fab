// How big an upload may be. Defaults suit phone photos and scanned sketches; the server config
// may override them (e.g. from environment variables) and hands them to the route and the intake.

export interface UploadLimits {
  /** Largest accepted file in bytes; one byte more is a 413, refused while streaming. */
  maxBytes: number;
  /** Largest accepted width x height (after orientation, which does not change it); more is a 422. */
  maxPixels: number;
  /** Shortest accepted side in pixels; smaller images carry too little detail to render from. */
  minSidePixels: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 50_000_000,
  // Low on purpose: thumbnails (the corpus has a 75x50 one) still analyse; below this nothing can.
  minSidePixels: 32,
};

/** The defaults with any given overrides; undefined entries keep the default. */
export function uploadLimits(overrides: Partial<UploadLimits> = {}): UploadLimits {
  const limits = { ...DEFAULT_UPLOAD_LIMITS };
  for (const key of Object.keys(limits) as Array<keyof UploadLimits>) {
    const value = overrides[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value <= 0) {
      throw new RangeError(`Upload limit ${key} must be a positive integer, got ${value}.`);
    }
    limits[key] = value;
  }
  return limits;
}
