// Drawn body contexts for model shots: a hand, a neckline, an ear, a wrist, each a signed
// distance field (negative inside) in canvas pixels, plus where the piece is worn and the width
// of that part of the body in millimetres, which fixes the piece's true scale.
import type { BodyContext } from '../../../src/api/catalogue';

export type DistanceField = (x: number, y: number) => number;

export interface BodyShape {
  distance: DistanceField;
  /** Where the piece's centre goes, in canvas pixels. */
  anchor: { x: number; y: number };
  /** Canvas pixels per millimetre of body. */
  pixelsPerMm: number;
}

function capsule(ax: number, ay: number, bx: number, by: number, r: number): DistanceField {
  return (x, y) => {
    const px = x - ax;
    const py = y - ay;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.min(1, Math.max(0, (px * dx + py * dy) / (dx * dx + dy * dy)));
    return Math.hypot(px - dx * t, py - dy * t) - r;
  };
}

function ellipse(cx: number, cy: number, rx: number, ry: number): DistanceField {
  // A cheap approximation, exact on the axes: plenty for soft shading.
  return (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry);
}

function smoothUnion(k: number, ...fields: DistanceField[]): DistanceField {
  return (x, y) => {
    let d = fields[0]!(x, y);
    for (const field of fields.slice(1)) {
      const e = field(x, y);
      const h = Math.min(1, Math.max(0, 0.5 + (0.5 * (e - d)) / k));
      d = e * (1 - h) + d * h - k * h * (1 - h);
    }
    return d;
  };
}

export function bodyShape(context: BodyContext, width: number, height: number): BodyShape {
  const w = width;
  const h = height;
  switch (context) {
    case 'neckline': {
      const neck = capsule(0.5 * w, -0.1 * h, 0.5 * w, 0.34 * h, 0.13 * w);
      const shoulders = ellipse(0.5 * w, 1.02 * h, 0.78 * w, 0.56 * h);
      // A neck is about 110 mm across.
      return {
        distance: smoothUnion(0.16 * w, neck, shoulders),
        anchor: { x: 0.5 * w, y: 0.6 * h },
        pixelsPerMm: (0.26 * w) / 110,
      };
    }
    case 'ear': {
      const head = ellipse(0.62 * w, 0.3 * h, 0.36 * w, 0.42 * h);
      const neck = capsule(0.6 * w, 0.5 * h, 0.55 * w, 1.1 * h, 0.2 * w);
      const ear = ellipse(0.42 * w, 0.36 * h, 0.075 * w, 0.12 * h);
      // An ear is about 60 mm tall.
      return {
        distance: smoothUnion(0.05 * w, head, neck, ear),
        anchor: { x: 0.42 * w, y: 0.36 * h + 0.12 * h + 0.09 * h },
        pixelsPerMm: (0.24 * h) / 60,
      };
    }
    case 'wrist': {
      const forearm = capsule(-0.2 * w, 0.62 * h, 0.62 * w, 0.5 * h, 0.16 * w);
      const hand = ellipse(0.82 * w, 0.47 * h, 0.2 * w, 0.15 * w);
      const thumb = capsule(0.74 * w, 0.4 * h, 0.92 * w, 0.3 * h, 0.045 * w);
      // A wrist is about 55 mm across.
      return {
        distance: smoothUnion(0.06 * w, forearm, hand, thumb),
        anchor: { x: 0.5 * w, y: 0.52 * h },
        pixelsPerMm: (0.32 * w) / 55,
      };
    }
    case 'hand':
    default: {
      const palm = ellipse(0.5 * w, 0.78 * h, 0.2 * w, 0.2 * h);
      const wristPart = capsule(0.5 * w, 0.85 * h, 0.5 * w, 1.2 * h, 0.15 * w);
      const fingers = [0.36, 0.45, 0.55, 0.64].map((fx, k) =>
        capsule(
          fx * w,
          0.68 * h,
          (fx + (fx - 0.5) * 0.3) * w,
          (0.2 + Math.abs(k - 1.5) * 0.05) * h,
          0.042 * w,
        ),
      );
      const thumb = capsule(0.3 * w, 0.8 * h, 0.17 * w, 0.58 * h, 0.048 * w);
      // A finger is about 18 mm across; the ring sits on the ring finger, below the knuckle.
      return {
        distance: smoothUnion(0.025 * w, palm, wristPart, thumb, ...fingers),
        anchor: { x: 0.565 * w, y: 0.55 * h },
        pixelsPerMm: (0.084 * w) / 18,
      };
    }
  }
}
