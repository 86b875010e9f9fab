import { type ComponentInfo, connectedComponents } from '../imaging/labelling';
import type { Mask } from '../imaging/mask';
import { boxMean } from '../imaging/box-filter';
// Lettering (notes on a sketch, a brand name on a dial, a watermark): small marks of similar
// height lined up in a row, which is what writing looks like before anyone reads it.

export interface TextMarks {
  /** Letter-sized marks that have a similar mark beside them on the same line. */
  glyphs: number;
  /** Small marks that are neither letters in a row nor big enough to be part of the drawing. */
  specks: number;
}

/** Marks that differ from their surroundings by this many luma levels (either way). */
const MARK_CONTRAST = 28;

/** Pixels clearly darker or lighter than their neighbourhood: ink, print, engraved lettering. */
export function contrastMarks(luma: Float32Array, width: number, height: number): Mask {
  const radius = Math.max(2, Math.round(0.02 * Math.max(width, height)));
  const mean = boxMean(luma, width, height, radius);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++)
    data[i] = Number(Math.abs(luma[i]! - mean[i]!) > MARK_CONTRAST);
  return { width, height, data };
}

/** Counts letter-like marks in rows, and loose specks, among the components of `marks`. */
export function findTextMarks(marks: Mask): TextMarks {
  const { items } = connectedComponents(marks, 8);
  const minHeight = Math.max(4, 0.01 * marks.height);
  const maxHeight = 0.06 * marks.height;
  const letterSized = items.filter(
    (item) =>
      item.box.height >= minHeight &&
      item.box.height <= maxHeight &&
      item.box.width <= 6 * item.box.height &&
      item.area >= 0.1 * item.box.width * item.box.height,
  );
  let glyphs = 0;
  for (const mark of letterSized) {
    if (letterSized.some((other) => other !== mark && onSameLine(mark, other))) glyphs++;
  }
  const specks = items.filter(
    (item) => item.box.height < minHeight && item.box.width < minHeight && item.area >= 2,
  ).length;
  return { glyphs, specks };
}

/** Similar height, centres at the same level, and a gap under 1.5 letter heights. */
export function onSameLine(a: ComponentInfo, b: ComponentInfo): boolean {
  const tall = Math.max(a.box.height, b.box.height);
  const short = Math.min(a.box.height, b.box.height);
  if (short < 0.5 * tall) return false;
  const centreA = a.box.y + a.box.height / 2;
  const centreB = b.box.y + b.box.height / 2;
  if (Math.abs(centreA - centreB) > 0.4 * tall) return false;
  const gap = Math.max(b.box.x - (a.box.x + a.box.width), a.box.x - (b.box.x + b.box.width));
  return gap <= 1.5 * tall;
}
