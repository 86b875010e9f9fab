import { describe, expect, it } from 'vitest';
import { bodyShape } from './body-shapes';

describe('bodyShape', () => {
  const [width, height] = [400, 500];
  const neckline = bodyShape('neckline', width, height);

  it('draws a neck on shoulders that slope away from it', () => {
    const top = (x: number) => {
      let y = 0;
      while (y < height && neckline.distance(x, y) > 0) y++;
      return y;
    };
    const neckHalfWidth = [...Array(width / 2).keys()].find(
      (dx) => neckline.distance(width / 2 + dx, 0.2 * height) > 0,
    )!;
    expect(neckHalfWidth / width).toBeLessThan(0.15);
    // The shoulder line falls steadily towards the frame's edge.
    expect(top(0.3 * width)).toBeLessThan(top(0.15 * width));
    expect(top(0.15 * width)).toBeLessThan(top(0.02 * width));
  });

  it('rounds the shoulders over into the arms at the frame edges', () => {
    const top = (x: number) => {
      let y = 0;
      while (y < height && neckline.distance(x * width, y) > 0) y++;
      return y;
    };
    // The slope steepens outwards: no straight coat-hanger line.
    expect(top(0.02) - top(0.1)).toBeGreaterThan(1.5 * (top(0.18) - top(0.26)));
  });

  it('curves the jaw in from beyond the neck to a chin narrower than it', () => {
    const chin = neckline.raised![0]!;
    const across = (y: number) =>
      [...Array(width).keys()].filter((x) => chin(x, y * height) < 0).length / width;
    const neck = [...Array(width).keys()].filter((x) => neckline.distance(x, 0.25 * height) < 0);
    expect(across(0.01)).toBeGreaterThan(neck.length / width + 0.1);
    expect(across(0.1)).toBeLessThan(across(0.05));
    expect(across(0.1)).toBeLessThan((0.8 * neck.length) / width);
    expect(across(0.13)).toBe(0);
  });

  it('raises collarbones from the notch at the base of the throat', () => {
    const relief = neckline.relief!;
    const notch = relief(0.5 * width, 0.458 * height);
    expect(notch).toBeLessThan(0);
    // On each side, the collarbone stands above the chest just below it.
    for (const side of [-1, 1]) {
      const x = (0.5 + side * 0.16) * width;
      let crest = -Infinity;
      let crestY = 0;
      for (let y = 0.4 * height; y < 0.56 * height; y++) {
        if (relief(x, y) > crest) [crest, crestY] = [relief(x, y), y];
      }
      expect(crest).toBeGreaterThan(0.005 * width);
      expect(relief(x, crestY + 0.06 * width)).toBeLessThan(crest / 3);
    }
  });
});

describe('the hand for a ring', () => {
  const hand = bodyShape('hand', 400, 500);
  // In millimetres from where the ring sits: right and down.
  const point = (x: number, y: number): [number, number] => [
    hand.anchor.x + x * hand.pixelsPerMm,
    hand.anchor.y + y * hand.pixelsPerMm,
  ];
  const inside = (x: number, y: number) => hand.distance(...point(x, y)) < 0;
  const reach = (step: (k: number) => [number, number]) => {
    let k = 0;
    while (inside(...step(k + 0.1))) k += 0.1;
    return k;
  };

  it('has a ring finger of a true width and length, its nail short of the tip', () => {
    const width = reach((k) => [-k, 0]) + reach((k) => [k, 0]);
    expect(width).toBeGreaterThan(15);
    expect(width).toBeLessThan(19);
    const tip = reach((k) => [0, -k]);
    expect(tip).toBeGreaterThan(45);
    expect(tip).toBeLessThan(65);
    expect(hand.nails!(...point(0, -(tip - 5)))).toBeLessThan(0);
    expect(hand.nails!(...point(0, -(tip - 25)))).toBeGreaterThan(0);
  });

  it('swells the ring finger a little over its middle joint, narrower between its joints', () => {
    // Its radius: how deep inside the hand its axis lies, `along` mm up from the web (10 mm below
    // the ring). The finger tapers to its tip, yet its middle joint (about 24 mm up) is wider
    // than the part below it.
    const radius = (along: number) =>
      -hand.distance(...point(Math.sin(0.03) * along, 10 - along)) / hand.pixelsPerMm;
    expect(radius(24.5) - radius(13)).toBeGreaterThan(0.25);
    expect(radius(24.5) - radius(36)).toBeGreaterThan(0.4);
  });

  it('parts the ring and middle fingers towards their tips, joined at the web', () => {
    const apart = (y: number) =>
      Array.from({ length: 100 }, (_, k) => -4 - k * 0.1).some((x) => !inside(x, y));
    expect(apart(-35)).toBe(true);
    expect(apart(12)).toBe(false);
  });
});

describe('the ear for an earring', () => {
  const [width, height] = [400, 500];
  const ear = bodyShape('ear', width, height);
  const [scapha, fossa, concha, canal] = ear.hollows!;
  const inEar = (x: number, y: number) => ear.raised![0]!(x, y) < 0;
  const inHollow = (x: number, y: number) => ear.hollows!.some((hollow) => hollow(x, y) < 0);

  it('grooves the rim round its top and back, a fold of skin between that groove and the bowl', () => {
    // Across the ear, from its back edge inwards at the bowl's height: the rim, the groove inside
    // it, the fold, then the bowl.
    const y = 0.35 * height;
    const row = [...Array(width).keys()].filter((x) => inEar(x, y)).reverse();
    const kinds = row.map((x) =>
      scapha!(x, y) < 0 ? 'groove' : concha!(x, y) < 0 ? 'bowl' : inHollow(x, y) ? 'other' : 'skin',
    );
    const runs = kinds.filter((kind, k) => kind !== kinds[k - 1]);
    expect(runs.slice(0, 4)).toEqual(['skin', 'groove', 'skin', 'bowl']);
    // Over its top too: the groove runs round under the rim.
    const x = 0.42 * width;
    const top = [...Array(height).keys()].find((y) => inEar(x, y))!;
    const below = Array.from({ length: 40 }, (_, k) => top + k);
    expect(below.some((y) => scapha!(x, y) < 0)).toBe(true);
    expect(scapha!(x, top + 1)).toBeGreaterThan(0);
  });

  it('keeps every hollow inside the ear, the canal half hidden by the flap before it', () => {
    for (const hollow of [scapha!, fossa!, concha!, canal!]) {
      for (let y = 0; y < height; y += 2)
        for (let x = 0; x < width; x += 2) if (hollow(x, y) < 0) expect(inEar(x, y)).toBe(true);
    }
    // The flap (tragus) bites into the front of the bowl: the bowl's front edge is not convex.
    const frontEdge = (y: number) =>
      [...Array(width).keys()].find((x) => concha!(x, y) < 0) ?? width;
    const [upper, middle, lower] = [0.335, 0.385, 0.4].map((v) => frontEdge(v * height));
    expect(middle).toBeGreaterThan(Math.max(upper!, lower!));
  });
});
