// The part of the designer's photograph a visual shows: a crop towards the worn or set piece, so a
// ring on a full-figure photograph is the subject of the picture, not a speck. The crop keeps the
// photograph's aspect (the visual's frame), centres the piece and what it needs around it (a
// necklace's neck sides), and makes the piece about TARGET_SHARE of the frame's short side. It
// never asks more of the photograph's pixels than it has: the frame's long side is at least
// MIN_OUTPUT_SIDE / MAX_ENLARGEMENT photograph pixels, so the output is enlarged at most
// MAX_ENLARGEMENT times and is at least MIN_OUTPUT_SIDE on its long side (or the whole
// photograph, when that is smaller).

/** The piece's long side, as a share of the frame's short side, that the crop aims for. */
export const TARGET_SHARE = 0.25;
/** Output pixels per photograph pixel, at most. */
export const MAX_ENLARGEMENT = 2;
/** The output's long side, at least (when the photograph has the pixels). */
export const MIN_OUTPUT_SIDE = 512;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop in the stored photograph's pixels (integers), and the output's size. */
export interface Frame extends Box {
  output_width: number;
  output_height: number;
}

/**
 * The frame around `piece` (and `context`, which must stay in view), both in the stored
 * photograph's pixels, for an output of at most `longSide`.
 */
export function frameAround(
  piece: Box,
  context: Box | null,
  photo: { width: number; height: number },
  longSide: number,
): Frame {
  const aspect = photo.width / photo.height;
  const pieceLong = Math.max(piece.width, piece.height);
  const wanted = union(piece, context);
  // The short side that gives the piece its share, or holds everything it needs, if larger.
  let short = Math.max(
    pieceLong / TARGET_SHARE,
    aspect >= 1 ? wanted.height * 1.15 : wanted.width * 1.15,
    aspect >= 1 ? (wanted.width * 1.15) / aspect : wanted.height * 1.15 * aspect,
  );
  // Enough photograph pixels for the smallest output it may give.
  const minLong = Math.min(longSide, MIN_OUTPUT_SIDE) / MAX_ENLARGEMENT;
  short = Math.max(short, aspect >= 1 ? minLong / aspect : minLong * aspect);
  let width = aspect >= 1 ? short * aspect : short;
  let height = aspect >= 1 ? short : short / aspect;
  if (width >= photo.width || height >= photo.height) {
    width = photo.width;
    height = photo.height;
  }
  width = Math.max(1, Math.min(photo.width, Math.round(width)));
  height = Math.max(1, Math.min(photo.height, Math.round(height)));
  const centreX = wanted.x + wanted.width / 2;
  const centreY = wanted.y + wanted.height / 2;
  const x = clamp(Math.round(centreX - width / 2), 0, photo.width - width);
  const y = clamp(Math.round(centreY - height / 2), 0, photo.height - height);
  const scale = Math.min(MAX_ENLARGEMENT, longSide / Math.max(width, height));
  return {
    x,
    y,
    width,
    height,
    output_width: Math.max(1, Math.round(width * scale)),
    output_height: Math.max(1, Math.round(height * scale)),
  };
}

/** The whole photograph, as the visual before any crop (at most `longSide`, never enlarged). */
export function wholeFrame(photo: { width: number; height: number }, longSide: number): Frame {
  const scale = Math.min(1, longSide / Math.max(photo.width, photo.height));
  return {
    x: 0,
    y: 0,
    width: photo.width,
    height: photo.height,
    output_width: Math.max(1, Math.round(photo.width * scale)),
    output_height: Math.max(1, Math.round(photo.height * scale)),
  };
}

/** The bounding box of points. */
export function boxOf(points: readonly { x: number; y: number }[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function union(a: Box, b: Box | null): Box {
  if (!b) return a;
  return boxOf([
    { x: a.x, y: a.y },
    { x: a.x + a.width, y: a.y + a.height },
    { x: b.x, y: b.y },
    { x: b.x + b.width, y: b.y + b.height },
  ]);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
