// Connected-component labelling in TypeScript: one flood fill per component, with its area and box
// on the way. Kept over opencv.js's connectedComponentsWithStats, which measured slower here once
// its labels are copied out of the WASM heap (the bench in docs/engine.md).
import type { Box, Mask } from './mask';

export interface Components {
  /** Component number per pixel, 0 for unset pixels; components are numbered from 1. */
  labels: Int32Array;
  /** Per component (index = label - 1): area, bounding box and whether it touches the border. */
  items: ComponentInfo[];
}

export interface ComponentInfo {
  label: number;
  area: number;
  box: Box;
  touchesBorder: boolean;
}

/**
 * Labels the connected regions of set pixels. Foreground uses 8-neighbours and background
 * 4-neighbours, the usual pairing that keeps a diagonal stroke from leaking a hole outside.
 */
export function connectedComponents(mask: Mask, connectivity: 4 | 8 = 8): Components {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const items: ComponentInfo[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || labels[start]) continue;
    const label = items.length + 1;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    let area = 0;
    let minX = width;
    let minY = height;
    let maxX = -1;
    let maxY = -1;
    while (top > 0) {
      const index = stack[--top]!;
      const x = index % width;
      const y = (index - x) / width;
      area++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          if (connectivity === 4 && dx !== 0 && dy !== 0) continue;
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (data[next] && !labels[next]) {
            labels[next] = label;
            stack[top++] = next;
          }
        }
      }
    }
    const box = { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
    const touchesBorder = minX === 0 || minY === 0 || maxX === width - 1 || maxY === height - 1;
    items.push({ label, area, box, touchesBorder });
  }
  return { labels, items };
}

/** The mask of the components whose `keep[label]` is set (labels as connectedComponents gives). */
export function maskOfComponents(
  { labels }: Pick<Components, 'labels'>,
  keep: Uint8Array,
  width: number,
  height: number,
): Mask {
  const data = new Uint8Array(labels.length);
  for (let i = 0; i < data.length; i++) data[i] = keep[labels[i]!]!;
  return { width, height, data };
}

/**
 * The components of `mask` that touch the image's border, as a mask of their own (the backdrop
 * around a piece, skin entering the frame), or null when none does.
 */
export function componentsTouchingBorder(mask: Mask, connectivity: 4 | 8): Mask | null {
  const components = connectedComponents(mask, connectivity);
  const keep = new Uint8Array(components.items.length + 1);
  let any = false;
  for (const item of components.items) {
    if (!item.touchesBorder) continue;
    keep[item.label] = 1;
    any = true;
  }
  return any ? maskOfComponents(components, keep, mask.width, mask.height) : null;
}
