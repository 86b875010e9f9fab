// A designer's sheet often draws several motifs side by side (a series of bird pendants, views of a
// ring); worn, it is one piece. This finds such a sheet (at least three separate motifs, each a
// fair share of the drawing, holding nearly all of it) and lifts out the largest motif with its
// own pixels, untouched. A piece whose parts are a few big ones among many small (a chain's links,
// a sketch's broken lines) is not a sheet.
import {
  connectedComponents,
  dilate,
  type ComponentInfo,
  type Mask,
} from '../analysis/binary-mask';
import { enclosedBackground } from '../analysis/subject-mask';
import { cropToGroup, type Cutout } from '../extract/cutout';

/** A motif is a part (its holes filled) of at least this share of the whole... */
const MOTIF_SHARE = 0.08;
/** ...a sheet has at least this many... */
const MIN_MOTIFS = 3;
/** ...and together they hold at least this share of it. */
const SHEET_SHARE = 0.85;

/** A coarse copy of the mask, at most this many cells on its long side, is judged first. */
const JUDGED_SIDE = 400;

/** The largest motif of a sheet, cropped to itself; `cutout` as it is when it is not a sheet. */
export function principalMotif(cutout: Cutout): Cutout {
  const { width, height, mask } = cutout;
  // A model shot runs this on every piece: a coarse copy rules out most pieces cheaply, and only a
  // sheet is looked at pixel by pixel. (On the coarse copy, motifs a few cells apart count as one:
  // a sheet of motifs drawn that close is worn whole.)
  const cell = Math.max(1, Math.ceil(Math.max(width, height) / JUDGED_SIDE));
  if (cell > 1 && !motifsOf(pooled(mask, cell))) return cutout;
  const sheet = motifsOf(mask);
  if (!sheet) return cutout;
  const [largest] = sheet.motifs;
  return cropToGroup(cutout, sheet.labels, largest!.label, largest!.box);
}

/** The motifs of a sheet drawn in `mask`, largest first, and the parts' labels; null if no sheet. */
function motifsOf(mask: Mask): { labels: Int32Array; motifs: ComponentInfo[] } | null {
  const { holes } = enclosedBackground(mask);
  const solid: Mask = { ...mask, data: mask.data.map((value, i) => value | holes.data[i]!) };
  // One pixel wider, so each motif keeps its soft edge.
  const { labels, items } = connectedComponents(dilate(solid, 1), 8);
  const total = items.reduce((sum, item) => sum + item.area, 0);
  const motifs = items
    .filter((item) => item.area >= MOTIF_SHARE * total)
    .sort((a, b) => b.area - a.area);
  const held = motifs.reduce((sum, item) => sum + item.area, 0);
  return motifs.length >= MIN_MOTIFS && held >= SHEET_SHARE * total ? { labels, motifs } : null;
}

/** A mask of `cell` x `cell` cells, each set when any of its pixels is. */
function pooled(mask: Mask, cell: number): Mask {
  if (cell === 1) return mask;
  const width = Math.ceil(mask.width / cell);
  const height = Math.ceil(mask.height / cell);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++)
      if (mask.data[y * mask.width + x])
        data[Math.floor(y / cell) * width + Math.floor(x / cell)] = 1;
  return { width, height, data };
}
