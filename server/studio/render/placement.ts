// Where the piece goes in an output: a uniform scale and an offset, never a stretch. Fidelity is
// measured against the design's mask moved by exactly this placement.

export interface Placement {
  /** Output pixels per cutout pixel, the same along both axes. */
  scale: number;
  /** Output coordinates of the cutout's top-left corner. */
  left: number;
  top: number;
  /** The placed size in output pixels (rounded). */
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Fits a `width` x `height` piece inside `box`, centred there. */
export function fitInside(width: number, height: number, box: Box): Placement {
  const scale = Math.min(box.width / width, box.height / height);
  return placeAt(width, height, scale, box.x + box.width / 2, box.y + box.height / 2);
}

/** The piece at `scale`, centred on (centreX, centreY). */
export function placeAt(
  width: number,
  height: number,
  scale: number,
  centreX: number,
  centreY: number,
): Placement {
  const placedWidth = Math.max(1, Math.round(width * scale));
  const placedHeight = Math.max(1, Math.round(height * scale));
  return {
    scale,
    left: Math.round(centreX - placedWidth / 2),
    top: Math.round(centreY - placedHeight / 2),
    width: placedWidth,
    height: placedHeight,
  };
}
