import { onSameLine } from '../analysis/text-marks';
import { type ComponentInfo, connectedComponents } from '../imaging/labelling';
import type { Mask } from '../imaging/mask';
// Handwritten notes on a sketch (sizes, materials, "18k", arrows' labels) are ink too, but they are
// not the piece: rendered as metal they become a row of little gold squiggles beside it. Writing
// is recognised the way analysis/text-marks.ts counts it: letter-sized marks of similar height
// lined up in a row. Rows of at least MIN_MARKS letters (two marks or more; a joined-up word
// counts a letter per height of its width; a row written as one mark needs LONE_ROW letters and
// must lie off the drawing), none of them large enough to be part of the drawing, are removed.

/** A row needs this many letters to be writing (two beads side by side are not). */
const MIN_MARKS = 3;
/** A row written as one joined-up mark needs this many letters' width (a word or two). */
const LONE_ROW = 5;

/** Removes rows of writing from `strokes` in place; returns how many marks were removed. */
export function removeHandwrittenNotes(strokes: Mask): number {
  const { labels, items } = connectedComponents(strokes, 8);
  if (items.length < MIN_MARKS) return 0;
  const largest = Math.max(...items.map((item) => item.area));
  const minHeight = Math.max(4, 0.01 * strokes.height);
  const maxHeight = 0.06 * strokes.height;
  const letterShaped = items.filter(
    (item) =>
      item.box.height >= minHeight &&
      item.box.height <= maxHeight &&
      // A joined-up word is wider than a letter.
      item.box.width <= 10 * item.box.height &&
      item.area >= 0.08 * item.box.width * item.box.height,
  );
  const letters = letterShaped.filter((item) => item.area < 0.2 * largest);
  // Group letters into rows (union-find over "on the same line" pairs).
  const parent = letters.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let a = 0; a < letters.length; a++) {
    for (let b = a + 1; b < letters.length; b++) {
      if (onSameLine(letters[a]!, letters[b]!)) parent[root(a)] = root(b);
    }
  }
  // A row's length in letters: letters written close together join into one mark, which counts
  // for as many letters as it is heights wide (two joined words are a row of eight, not two).
  const rowMarks = new Map<number, number>();
  const rowLetters = new Map<number, number>();
  letters.forEach(({ box }, i) => {
    rowMarks.set(root(i), (rowMarks.get(root(i)) ?? 0) + 1);
    rowLetters.set(
      root(i),
      (rowLetters.get(root(i)) ?? 0) + Math.max(1, Math.floor(box.width / box.height)),
    );
  });
  // A lone joined-up row is writing only outside the drawing's reach (a broken arc of a bangle
  // is letter-high and long too, but lies on the drawing).
  const drawing = items.find((item) => item.area === largest)!;
  const removed = new Set<number>();
  letters.forEach(({ label }, i) => {
    const letterCount = rowLetters.get(root(i)) ?? 0;
    const row =
      (rowMarks.get(root(i)) ?? 0) >= 2
        ? letterCount >= MIN_MARKS
        : letterCount >= LONE_ROW && !near(letters[i]!, drawing, 2 * letters[i]!.box.height);
    if (row) removed.add(label);
  });
  if (removed.size === 0) return 0;
  // Stray characters of the same notes (a lone digit, a unit, a "=" under a word, a row written
  // joined up, whose ink can outweigh a fine drawing's fifth) sit within a couple of letter
  // heights of the writing: they go too.
  const strays = letterShaped.filter((item) => item.area < 0.5 * largest);
  for (let pass = 0; pass < 2; pass++) {
    const writing = strays.filter((letter) => removed.has(letter.label));
    for (const letter of strays) {
      if (removed.has(letter.label)) continue;
      if (writing.some((word) => near(letter, word))) removed.add(letter.label);
    }
  }
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] && removed.has(labels[i]!)) strokes.data[i] = 0;
  }
  return removed.size;
}

/** Boxes less than `reach` apart: by default two letter heights (of the taller). */
function near(
  a: ComponentInfo,
  b: ComponentInfo,
  reach = 2 * Math.max(a.box.height, b.box.height),
): boolean {
  const gapX = Math.max(b.box.x - (a.box.x + a.box.width), a.box.x - (b.box.x + b.box.width), 0);
  const gapY = Math.max(b.box.y - (a.box.y + a.box.height), a.box.y - (b.box.y + b.box.height), 0);
  return Math.hypot(gapX, gapY) <= reach;
}
