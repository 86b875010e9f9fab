// npx tsx bench/library.ts - the designer's own photographs: time to find the landmarks of each
// test photograph (the models on their thread), and time per placement of a piece worn on them
// and set on a scene, from the cut-out and the stored photograph to the finished, framed canvas
// (renderOnPhoto, as the worker calls it; goal: 1.5 s at standard size).
// Pieces are the generated fixtures' cut-outs; photographs the library's test photographs.
// BENCH_QUALITY is `standard` (default, 1024 px) or `hd` (2048 px).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isQuality, type JewelryType } from '../src/api/catalogue';
import { findLandmarks } from '../server/library/landmarks/landmark-threads';
import type { PhotoOrder } from '../server/library/placement/photo-order';
import { renderOnPhoto } from '../server/library/placement/render-on-photo';
import { findSurface } from '../server/library/scenes/find-surface';
import { marbleTable } from '../server/library/testing/synthetic-scenes';
import { extractPiece } from '../server/studio/extract/extract-piece';
import { metalFor } from '../server/studio/render/metal';
import { longSideOf } from '../server/studio/render/visual-output';
import { fixtureImage } from '../server/studio/testing/fixture-images';
import { VisualFailure } from '../server/studio/visual-failure';

const quality = isQuality(process.env.BENCH_QUALITY) ? process.env.BENCH_QUALITY : 'standard';
const longSide = longSideOf(quality);
const PHOTOS = join(import.meta.dirname, '../server/library/testing/photos');
const PIECES: [JewelryType, string][] = [
  ['ring', 'photo_ring_01.jpg'],
  ['necklace', 'photo_necklace_01.jpg'],
  ['earring', 'photo_earring_01.jpg'],
  ['watch', 'photo_watch_01.jpg'],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const metal = metalFor('gold');
const cutouts = await Promise.all(
  PIECES.map(async ([type, file]) => ({
    type,
    cutout: await extractPiece(await fixtureImage(file), { style: 'photo', maxSide: longSide }),
  })),
);

const detections: number[] = [];
const placements: number[] = [];
const fidelities: number[] = [];
const order = (kind: PhotoOrder['kind'], rest: Partial<PhotoOrder>): PhotoOrder => ({
  photo_id: 'bench',
  kind,
  photo_key: 'bench',
  photo_width: 0,
  photo_height: 0,
  landmarks: [],
  surface: null,
  placement: null,
  ring_size: null,
  ...rest,
});
async function timePlacement(photo: Buffer, photoOrder: PhotoOrder, type: JewelryType) {
  const { cutout } = cutouts.find((piece) => piece.type === type)!;
  const started = performance.now();
  const placed = await renderOnPhoto({
    order: photoOrder,
    photo,
    cutout,
    jewelryType: type,
    metal,
    longSide,
  });
  placements.push(performance.now() - started);
  fidelities.push(placed.fidelity);
}
for (const file of readdirSync(PHOTOS).filter((name) => name.endsWith('.jpg'))) {
  const photo = readFileSync(join(PHOTOS, file));
  const found = await findLandmarks(photo);
  detections.push(found.detectionMs);
  const worn: string[] = [];
  for (const { type } of cutouts) {
    try {
      await timePlacement(photo, order('model', { landmarks: found.landmarks }), type);
      worn.push(type);
    } catch (error) {
      // A photograph without the points a piece needs (the render's refusal).
      if (!(error instanceof VisualFailure)) throw error;
    }
  }
  console.log(
    `${file}: landmarks ${found.detectionMs} ms (${found.landmarks.length} points), worn: ${worn.join(', ') || 'nothing'}`,
  );
}
const scene = await marbleTable();
const surface = await findSurface(scene);
for (const { type } of cutouts) await timePlacement(scene, order('scene', { surface }), type);
console.log(
  `Library (${quality}, ${longSide} px): landmarks median ${Math.round(median(detections))} ms; ` +
    `placement median ${Math.round(median(placements))} ms, max ${Math.round(Math.max(...placements))} ms ` +
    `over ${placements.length} (goal 1500 ms); fidelity min ${Math.min(...fidelities).toFixed(3)}`,
);
process.exit(0);
