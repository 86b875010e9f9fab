// The landmark models against points marked by hand on the test photographs
// (testing/photos/marked-points.json): a lobe under hair or turned away is not offered (an
// earring would land on hair or cheek), a visible one is found on the ear, and the ring's place
// and the phalanx that sets its size are close to the marked ones. The errors are printed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Landmark, LandmarkName } from '../../../src/api/library';
import { findLandmarks } from './landmark-threads';

type Mark = { x: number; y: number; ear_px?: number } | null;
const PHOTOS = join(import.meta.dirname, '../testing/photos');
const marked = JSON.parse(readFileSync(join(PHOTOS, 'marked-points.json'), 'utf8')) as {
  photos: Record<string, Partial<Record<LandmarkName, Mark>>>;
};
/** Where the ring sits, from the knuckle towards the next joint (place-on-photo.ts). */
const RING_AT = 0.4;

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);
const along = (a: { x: number; y: number }, b: { x: number; y: number }, t: number) => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

describe('landmarks against points marked by hand', () => {
  it('offers only visible lobes, on the ear, and the ring on the finger', async () => {
    const report: string[] = [];
    for (const [file, marks] of Object.entries(marked.photos)) {
      const { landmarks } = await findLandmarks(readFileSync(join(PHOTOS, file)));
      const found = (name: LandmarkName): Landmark | undefined =>
        landmarks.find((point) => point.name === name);
      for (const name of ['ear_lobe_left', 'ear_lobe_right'] as const) {
        const mark = marks[name];
        const point = found(name);
        if (mark === null || mark === undefined) {
          expect(point, `${file} ${name} is not visible`).toBeUndefined();
          continue;
        }
        expect(point, `${file} ${name} is visible`).toBeDefined();
        const error = distance(point!, mark);
        report.push(`${file} ${name}: ${error.toFixed(1)} px off (ear ${mark.ear_px} px)`);
        expect(error).toBeLessThan(mark.ear_px!);
      }
      const base = marks.ring_finger_base;
      const middle = marks.ring_finger_middle;
      if (base && middle) {
        const [foundBase, foundMiddle] = [found('ring_finger_base'), found('ring_finger_middle')];
        expect(foundBase && foundMiddle, `${file} ring finger`).toBeTruthy();
        const phalanx = distance(base, middle);
        const error = distance(
          along(foundBase!, foundMiddle!, RING_AT),
          along(base, middle, RING_AT),
        );
        const measured = distance(foundBase!, foundMiddle!);
        report.push(
          `${file} ring: ${error.toFixed(1)} px off (${(error / phalanx).toFixed(2)} of the phalanx); ` +
            `knuckle ${distance(foundBase!, base).toFixed(1)} px, next joint ${distance(foundMiddle!, middle).toFixed(1)} px; ` +
            `phalanx ${measured.toFixed(1)} px (marked ${phalanx.toFixed(1)})`,
        );
        // Before the knuckle check: 0.50 of the phalanx off and the phalanx twice its length on
        // cgi-model-3 (the ring on the knuckle, twice its size).
        expect(error / phalanx).toBeLessThan(0.3);
        expect(Math.abs(measured / phalanx - 1)).toBeLessThan(0.25);
      }
    }
    console.log(report.join('\n'));
  }, 60_000);
});
