// The library's look, to judge by eye: every test photograph with each kind of piece worn on it,
// and the synthetic scenes with each piece set on them, rendered as an order would be (framed on
// the piece), one PNG each, with the piece's share of the frame printed.
//   npx tsx scripts/library-sheet.ts [output-folder]   (default: $DATA_DIR/library-sheet)
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { JewelryType } from '../src/api/catalogue';
import { findLandmarks } from '../server/library/landmarks/landmark-threads';
import type { PhotoOrder } from '../server/library/placement/photo-order';
import { renderOnPhoto } from '../server/library/placement/render-on-photo';
import { findSurface } from '../server/library/scenes/find-surface';
import { marbleTable } from '../server/library/testing/synthetic-scenes';
import { extractPiece } from '../server/studio/extract/extract-piece';
import { toBytes, type Canvas } from '../server/studio/render/canvas';
import { metalFor } from '../server/studio/render/metal';
import { fixtureImage } from '../server/studio/testing/fixture-images';

const output = resolve(process.argv[2] ?? join(process.env.DATA_DIR ?? 'data', 'library-sheet'));
mkdirSync(output, { recursive: true });
const LONG_SIDE = 1024;
const PHOTOS = join(import.meta.dirname, '../server/library/testing/photos');
const PIECES: [JewelryType, string][] = [
  ['ring', 'photo_ring_01.jpg'],
  ['necklace', 'photo_necklace_01.jpg'],
  ['earring', 'photo_earring_01.jpg'],
  ['watch', 'photo_watch_01.jpg'],
];
const metal = metalFor('gold');
const pieces = await Promise.all(
  PIECES.map(async ([type, file]) => ({
    type,
    cutout: await extractPiece(await fixtureImage(file), { style: 'photo', maxSide: LONG_SIDE }),
  })),
);

/** The piece's long side over the frame's short side. */
function share(canvas: Canvas): number {
  const mask = canvas.piece!;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      if (mask[y * canvas.width + x]! < 128) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  return x1 < 0 ? 0 : Math.max(x1 - x0 + 1, y1 - y0 + 1) / Math.min(canvas.width, canvas.height);
}

async function render(name: string, photo: Buffer, order: PhotoOrder): Promise<void> {
  for (const { type, cutout } of pieces) {
    try {
      const out = await renderOnPhoto({
        order,
        photo,
        cutout,
        jewelryType: type,
        metal,
        longSide: LONG_SIDE,
      });
      const { canvas } = out;
      await sharp(toBytes(canvas), {
        raw: { width: canvas.width, height: canvas.height, channels: 3 },
      })
        .png()
        .toFile(join(output, `${name}-${type}.png`));
      console.log(
        `${name} ${type}: ${canvas.width}x${canvas.height}, piece ${(share(canvas) * 100).toFixed(1)}% ` +
          `of the short side, ${out.record.pixels_per_mm.toFixed(2)} px/mm, fidelity ${out.fidelity.toFixed(3)}`,
      );
    } catch (error) {
      console.log(`${name} ${type}: ${(error as Error).message}`);
    }
  }
}

const base = { photo_id: 'sheet', photo_key: 'sheet', placement: null, ring_size: null };
for (const file of readdirSync(PHOTOS).filter((name) => name.endsWith('.jpg'))) {
  const photo = readFileSync(join(PHOTOS, file));
  const meta = await sharp(photo).metadata();
  const { landmarks } = await findLandmarks(photo);
  await render(file.replace(/\.jpg$/, ''), photo, {
    ...base,
    kind: 'model',
    photo_width: meta.width!,
    photo_height: meta.height!,
    landmarks,
    surface: null,
  });
}
for (const [name, photo] of [['marble-table', await marbleTable(1200, 900)]] as const) {
  const meta = await sharp(photo).metadata();
  await render(name, photo, {
    ...base,
    kind: 'scene',
    photo_width: meta.width!,
    photo_height: meta.height!,
    landmarks: [],
    surface: await findSurface(photo),
  });
}
console.log(`Written to ${output}`);
process.exit(0);
