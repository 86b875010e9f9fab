// A designer's sheet often draws several motifs side by side (a series of bird pendants, views of a
// ring); worn, it is one piece. This finds such a sheet (at least three separate motifs, each a
// fair share of the drawing, holding nearly all of it) and lifts out the largest motif with its
// own pixels, untouched. A piece whose parts are a few big ones among many small (a chain's links,
// a sketch's broken lines) is not a sheet.
import { connectedComponents, dilate, type Mask } from '../analysis/binary-mask';
import { enclosedBackground } from '../analysis/subject-mask';
import type { Cutout } from '../extract/cutout';
import { cropToGroup } from './one-of-pair';

/** A motif is a part (its holes filled) of at least this share of the whole... */
const MOTIF_SHARE = 0.08;
/** ...a sheet has at least this many... */
const MIN_MOTIFS = 3;
/** ...and together they hold at least this share of it. */
const SHEET_SHARE = 0.85;

/** The largest motif of a sheet, cropped to itself; `cutout` as it is when it is not a sheet. */
export function principalMotif(cutout: Cutout): Cutout {
  const { mask } = cutout;
  const { holes } = enclosedBackground(mask);
  const solid: Mask = { ...mask, data: mask.data.map((value, i) => value | holes.data[i]!) };
  // One pixel wider, so each motif keeps its soft edge.
  const { labels, items } = connectedComponents(dilate(solid, 1), 8);
  const total = items.reduce((sum, item) => sum + item.area, 0);
  const motifs = items
    .filter((item) => item.area >= MOTIF_SHARE * total)
    .sort((a, b) => b.area - a.area);
  const held = motifs.reduce((sum, item) => sum + item.area, 0);
  if (motifs.length < MIN_MOTIFS || held < SHEET_SHARE * total) return cutout;
  return cropToGroup(cutout, labels, motifs[0]!.label, motifs[0]!.box);
}
