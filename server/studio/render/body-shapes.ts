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
  /** The point the camera moves in on (default: the anchor), to keep more of the body above. */
  focus?: { x: number; y: number };
  /** Forms standing out of the body's surface (an ear on the side of the head); negative inside. */
  raised?: DistanceField[];
  /** Hollows in the body's surface (the bowl of an ear), shaded as concave; negative inside. */
  hollows?: DistanceField[];
  /** Hair over the body (negative inside), painted over skin. */
  hair?: DistanceField;
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
      // A head in profile turned away, hair swept back, and a sculpted ear: its rim (helix), the
      // bowl inside it (concha) and a soft lobe where the earring hangs.
      const head = ellipse(0.64 * w, 0.3 * h, 0.36 * w, 0.42 * h);
      const neck = capsule(0.62 * w, 0.5 * h, 0.58 * w, 1.1 * h, 0.19 * w);
      const jaw = capsule(0.36 * w, 0.56 * h, 0.5 * w, 0.66 * h, 0.1 * w);
      const ear = ellipse(0.42 * w, 0.34 * h, 0.085 * w, 0.125 * h);
      const lobe = ellipse(0.415 * w, 0.455 * h, 0.05 * w, 0.04 * h);
      const concha = ellipse(0.43 * w, 0.35 * h, 0.045 * w, 0.075 * h);
      const canal = ellipse(0.445 * w, 0.38 * h, 0.02 * w, 0.025 * h);
      const hairBack = ellipse(0.76 * w, 0.24 * h, 0.34 * w, 0.36 * h);
      const hairTop = ellipse(0.56 * w, 0.06 * h, 0.34 * w, 0.16 * h);
      // An ear is about 60 mm tall.
      return {
        distance: smoothUnion(0.03 * w, head, neck, jaw, ear, lobe),
        raised: [smoothUnion(0.02 * w, ear, lobe)],
        anchor: { x: 0.415 * w, y: 0.455 * h + 0.04 * h + 0.07 * h },
        // Moving in, keep the ear itself in view above the earring.
        focus: { x: 0.44 * w, y: 0.44 * h },
        pixelsPerMm: (0.29 * h) / 60,
        hollows: [concha, canal],
        hair: smoothUnion(0.08 * w, hairBack, hairTop),
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
