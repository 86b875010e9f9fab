// The images the tests upload, cut out and render, made by code at test time so the repository
// ships them without any question of licence and no test depends on a folder beside it. Photos
// are the synthetic cut-out set's pieces (synthetic-pieces.ts) lying on a plain studio ground;
// sketches are pencil lines on paper; edge files exercise the intake (EXIF rotation, truncation,
// a tiny thumbnail, a cut-out with its own transparency). Named as the labelled corpus is
// (photo_<type>_NN, sketch_<type>_NN, edge_*), so the same labels apply.
import sharp from 'sharp';
import { sharedFixture } from '../../test/shared-fixture';
import { corpusEntry, type CorpusEntry } from '../corpus-labels';
import { makeGround, type GroundKind } from '../cutout/evaluation/synthetic-grounds';
import { PieceLayer, Random, metalLook, randomStudio } from '../cutout/evaluation/synthetic-draw';
import { drawPiece, type PieceKind } from '../cutout/evaluation/synthetic-pieces';

export interface FixtureImage extends CorpusEntry {
  bytes: Buffer;
}

export type LabelledFixture = FixtureImage & { expectedStyle: 'photo' | 'sketch' };

interface PhotoRecipe {
  file: string;
  piece: PieceKind;
  ground: GroundKind;
  metal: string;
  width: number;
  height: number;
  seed: number;
}

const PHOTOS: PhotoRecipe[] = [
  {
    file: 'photo_ring_01.jpg',
    piece: 'solitaire',
    ground: 'white seamless',
    metal: 'rose gold',
    width: 720,
    height: 720,
    seed: 31,
  },
  {
    file: 'photo_ring_02.jpg',
    piece: 'ring-3/4',
    ground: 'grey gradient',
    metal: 'white gold',
    width: 800,
    height: 600,
    seed: 12,
  },
  {
    file: 'photo_necklace_01.jpg',
    piece: 'pendant',
    ground: 'white seamless',
    metal: 'yellow gold',
    width: 600,
    height: 800,
    seed: 13,
  },
  {
    file: 'photo_earring_01.jpg',
    piece: 'studs',
    ground: 'grey gradient',
    metal: 'yellow gold',
    width: 800,
    height: 600,
    seed: 14,
  },
  {
    file: 'photo_bracelet_01.jpg',
    piece: 'tennis',
    ground: 'grey gradient',
    metal: 'yellow gold',
    width: 800,
    height: 600,
    seed: 15,
  },
  {
    file: 'photo_watch_01.jpg',
    piece: 'watch',
    ground: 'white seamless',
    metal: 'silver',
    width: 600,
    height: 800,
    seed: 16,
  },
];

/** A piece of the synthetic set on a plain ground: no shadow, cast, noise or reflection. */
async function studioPhoto(recipe: PhotoRecipe): Promise<Buffer> {
  const { width, height } = recipe;
  const rng = new Random(recipe.seed);
  const { canvas } = await makeGround(recipe.ground, width, height, rng);
  const layer = new PieceLayer(width, height);
  drawPiece(recipe.piece, {
    layer,
    rng,
    studio: randomStudio(rng, [235, 235, 235]),
    look: metalLook(recipe.metal),
    width,
    height,
    short: Math.min(width, height),
    fine: Math.max(width, height) / 1024,
    seed: recipe.seed,
  });
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const a = layer.alpha[i]!;
    for (let c = 0; c < 3; c++) {
      const piece = a > 0 ? layer.premultiplied[i * 3 + c]! / a : 0;
      const value = piece * a + canvas.rgb[i * 3 + c]! * (1 - a);
      rgb[i * 3 + c] = Math.min(255, Math.max(0, Math.round(value)));
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Pencil strokes (SVG paths in a 600 x 700 sheet) on slightly grainy paper. */
async function pencilSketch(paths: string[], seed: number): Promise<Buffer> {
  const width = 600;
  const height = 700;
  const strokes = paths
    .map(
      (d, i) =>
        `<path d="${d}" fill="none" stroke="rgb(${70 + (i % 3) * 12},${70 + (i % 3) * 12},${78 + (i % 3) * 12})" stroke-width="${2.2 + (i % 2) * 0.8}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(246,244,238)"/>${strokes}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rng = new Random(seed);
  for (let i = 0; i < data.length; i += 3) {
    const grain = (rng.next() - 0.5) * 6;
    for (let c = 0; c < 3; c++) data[i + c] = Math.min(255, Math.max(0, data[i + c]! + grain));
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A solitaire seen from the front: the band, a four-claw head and a faceted round stone. */
const RING_SKETCH = [
  'M 300 300 C 420 300 470 390 470 470 C 470 570 390 640 300 640 C 210 640 130 570 130 470 C 130 390 180 300 300 300 Z',
  'M 300 330 C 400 330 440 400 440 470 C 440 555 375 612 300 612 C 225 612 160 555 160 470 C 160 400 200 330 300 330 Z',
  'M 300 120 L 370 170 L 370 240 L 300 290 L 230 240 L 230 170 Z',
  'M 230 170 L 300 205 L 370 170 M 300 205 L 300 290 M 230 240 L 300 205 L 370 240',
  'M 240 250 L 255 305 M 360 250 L 345 305 M 228 165 L 222 150 M 372 165 L 378 150',
];

/** A drop pendant on its bail: an outlined pear with a stone and a line of the chain. */
const PENDANT_SKETCH = [
  'M 300 70 C 330 70 340 100 300 130 C 260 100 270 70 300 70 Z',
  'M 300 150 C 390 260 430 360 430 450 C 430 540 370 600 300 600 C 230 600 170 540 170 450 C 170 360 210 260 300 150 Z',
  'M 300 330 C 350 330 380 380 380 430 C 380 480 345 520 300 520 C 255 520 220 480 220 430 C 220 380 250 330 300 330 Z',
  'M 300 130 L 300 150 M 245 380 L 355 480 M 355 380 L 245 480',
];

/**
 * A 12 MP JPEG stored landscape (4032 x 3024) whose EXIF orientation (6) shows it portrait, as
 * a phone writes it: the pendant photo enlarged and turned a quarter to the left.
 */
async function exifRotated(): Promise<Buffer> {
  const upright = await sharp(await studioPhoto(PHOTOS[2]!))
    .resize(3024, 4032)
    .toBuffer();
  return sharp(await sharp(upright).rotate(-90).toBuffer())
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A PNG cut off part way, as an interrupted download leaves it. */
async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 200, height: 200, channels: 4, background: '#b08d57' },
  })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

/** A cut-out already: the ring on a fully transparent ground. */
async function transparentCutout(): Promise<Buffer> {
  const { data, info } = await sharp(await studioPhoto(PHOTOS[0]!))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = Buffer.alloc(info.width * info.height * 4);
  for (let i = 0; i < info.width * info.height; i++) {
    const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    rgba.set([r, g, b, Math.min(r, g, b) > 225 ? 0 : 255], i * 4);
  }
  return sharp(rgba, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** How each fixture is made, by its corpus-style name. */
const MAKERS: Record<string, () => Promise<Buffer>> = {
  ...Object.fromEntries(PHOTOS.map((recipe) => [recipe.file, () => studioPhoto(recipe)])),
  'sketch_ring_01.jpg': () => pencilSketch(RING_SKETCH, 21),
  'sketch_pendant_01.jpg': () => pencilSketch(PENDANT_SKETCH, 22),
  'edge_exif_orient6_01.jpg': exifRotated,
  'edge_truncated_01.png': truncatedPng,
  'edge_tiny_01.jpg': () => studioPhoto({ ...PHOTOS[4]!, width: 75, height: 50 }),
  'edge_alpha_01.png': transparentCutout,
};

const made = new Map<string, Promise<Buffer>>();

/**
 * The fixture of this corpus-style name (e.g. `photo_ring_01.jpg`), made once per test run and
 * shared by the test files (shared-fixture.ts).
 */
export function fixtureImage(file: string): Promise<Buffer> {
  const make = MAKERS[file];
  if (!make) throw new Error(`No fixture image named ${file}.`);
  let bytes = made.get(file);
  if (!bytes) {
    bytes = sharedFixture(`fixture-image-${file}`, make);
    made.set(file, bytes);
  }
  return bytes;
}

/** Every fixture image with its labels (about a second to make them all). */
export function fixtureImages(): Promise<FixtureImage[]> {
  return Promise.all(
    Object.keys(MAKERS).map(async (file) => ({
      ...corpusEntry(file, 'fixtures'),
      bytes: await fixtureImage(file),
    })),
  );
}

/** The photos and sketches, with the style and type their names carry. */
export async function labelledFixtures(): Promise<LabelledFixture[]> {
  return (await fixtureImages()).filter(
    (entry): entry is LabelledFixture => entry.expectedStyle !== null,
  );
}
