// A contact sheet of every visual kind and scene for a few corpus pieces, to judge the look:
//   npx tsx scripts/studio-sheet.ts [output.png] [--pieces photo_ring_01,sketch_pendant_04]
// Written to $DATA_DIR/studio-sheet.png (./data by default) unless a path is given. The corpus is
// $CORPUS_DIR (outside the repository): `CORPUS_DIR=/path/to/corpus npm run studio:sheet`.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp, { type Sharp } from 'sharp';
import {
  LIFESTYLE_SCENES,
  MODEL_SHOT_SCENES,
  PACK_SHOT_SCENES,
  type JewelryType,
} from '../src/api/catalogue';
import { analyseImage } from '../server/studio/analysis/analyse-image';
import { loadRaster } from '../server/studio/analysis/raster';
import { corpusDir, listCorpus } from '../server/studio/corpus-labels';
import { cutoutFromStored, makeStoredCutout } from '../server/studio/cutout/stored-cutout';
import { EXTRACTION_MAX_SIDE } from '../server/studio/extract/extract-piece';
import { encodeWebp, toBytes, type Canvas } from '../server/studio/render/canvas';
import { renderExpansion } from '../server/studio/render/expand';
import { renderLifestyle } from '../server/studio/render/lifestyle';
import { metalFor } from '../server/studio/render/metal';
import { renderModelShot } from '../server/studio/render/model-shot';
import { modelExtractionSide, renderModel3d } from '../server/studio/render/model-3d/model-3d';
import { renderPackShot } from '../server/studio/render/pack-shot';
import { encodePieceMask } from '../server/studio/render/visual-output';

const DEFAULT_PIECES = [
  'photo_ring_01',
  'photo_earring_05',
  'photo_bracelet_03',
  'photo_watch_01',
  'sketch_pendant_04',
  'sketch_necklace_03',
];
const TILE = 256;
const LONG_SIDE = 768;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { pieces: { type: 'string' } },
});
const output = resolve(positionals[0] ?? join(process.env.DATA_DIR ?? 'data', 'studio-sheet.png'));
const wanted = values.pieces?.split(',') ?? DEFAULT_PIECES;
const entries = listCorpus().filter(
  (entry) => entry.expectedStyle && wanted.some((name) => entry.file.startsWith(name)),
);
if (entries.length === 0) {
  console.error(`No such pieces in the corpus ${corpusDir()}: ${wanted.join(', ')}`);
  process.exit(1);
}
console.log(`Corpus: ${corpusDir()} (${entries.map((entry) => entry.file).join(', ')})`);

const rows: Buffer[][] = [];
for (const entry of entries) {
  const style = entry.expectedStyle!;
  const jewelryType: JewelryType = entry.expectedType ?? 'necklace';
  const bytes = readFileSync(entry.path);
  // The design's one cut-out, as the upload stores it; every visual starts from it.
  const stored = await makeStoredCutout(bytes, style);
  const cutout = await cutoutFromStored(
    stored.png,
    style,
    Math.min(EXTRACTION_MAX_SIDE, Math.round(0.8 * LONG_SIDE)),
  );
  // The metal the analysis suggests, as a designer accepting it would confirm (yellow gold when
  // colour cannot tell, as for a drawing).
  const raster = await loadRaster(bytes);
  const { material } = analyseImage(raster, raster).diagnostics.material;
  const metal = metalFor(material);
  const tiles: Buffer[] = [await tile(sharp(bytes, { autoOrient: true }))];
  let packShot: Canvas | undefined;
  for (const scene of PACK_SHOT_SCENES) {
    const { canvas } = await renderPackShot({
      cutout,
      metal,
      sceneKey: scene.key,
      longSide: LONG_SIDE,
    });
    packShot ??= canvas;
    tiles.push(await tileOf(canvas));
  }
  for (const scene of LIFESTYLE_SCENES) {
    const input = { cutout, metal, sceneKey: scene.key, longSide: LONG_SIDE };
    tiles.push(await tileOf((await renderLifestyle(input)).canvas));
  }
  for (const scene of MODEL_SHOT_SCENES) {
    const input = { cutout, metal, sceneKey: scene.key, longSide: LONG_SIDE, jewelryType };
    tiles.push(await tileOf((await renderModelShot(input)).canvas));
  }
  // The 3D model's three-quarter render (its thumbnail), at the size the worker takes it.
  const modelCutout = await cutoutFromStored(stored.png, style, modelExtractionSide(LONG_SIDE));
  tiles.push(
    await tileOf(
      (await renderModel3d({ cutout: modelCutout, metal, jewelryType, longSide: LONG_SIDE }))
        .canvas,
    ),
  );
  const source = await encodeWebp(packShot!);
  // An expansion knows its piece from the pack shot's recorded placement, as in the worker.
  const sourcePiece = await encodePieceMask(packShot!.piece!, packShot!.width, packShot!.height);
  for (const option of ['story_reel', 'website_banner']) {
    const expanded = await renderExpansion(source, sourcePiece, option, LONG_SIDE);
    tiles.push(await tileOf(expanded.canvas));
  }
  rows.push(tiles);
  console.log(`${entry.file}: ${tiles.length - 1} visuals (cut-out review: ${stored.review})`);
}

const columns = Math.max(...rows.map((row) => row.length));
mkdirSync(dirname(output), { recursive: true });
await sharp({
  create: { width: columns * TILE, height: rows.length * TILE, channels: 3, background: '#ffffff' },
})
  .composite(
    rows.flatMap((row, y) => row.map((input, x) => ({ input, left: x * TILE, top: y * TILE }))),
  )
  .png()
  .toFile(output);
console.log(`Contact sheet: ${output}`);

function tileOf(canvas: Canvas): Promise<Buffer> {
  return tile(
    sharp(toBytes(canvas), { raw: { width: canvas.width, height: canvas.height, channels: 3 } }),
  );
}

function tile(image: Sharp): Promise<Buffer> {
  return image
    .resize(TILE - 4, TILE - 4, { fit: 'contain', background: '#ffffff' })
    .extend({ top: 2, bottom: 2, left: 2, right: 2, background: '#ffffff' })
    .png()
    .toBuffer();
}
