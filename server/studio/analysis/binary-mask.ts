// Binary masks (1 byte per pixel, 0 or 1) and the few morphology tools the analysis needs. Each
// is linear in the number of pixels, so they stay cheap on the analysis copy.

export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function createMask(width: number, height: number): Mask {
  return { width, height, data: new Uint8Array(width * height) };
}

export function maskArea(mask: Mask): number {
  let area = 0;
  for (let i = 0; i < mask.data.length; i++) area += mask.data[i]!;
  return area;
}

/** Sets each pixel to 1 when any pixel within `radius` (a square window) is 1. */
export function dilate(mask: Mask, radius: number): Mask {
  return slidingWindow(mask, radius, false, (count) => count > 0);
}

/** Keeps a pixel only when every pixel within `radius` (a square window) is 1. */
export function erode(mask: Mask, radius: number): Mask {
  return slidingWindow(mask, radius, true, (count, windowSize) => count === windowSize);
}

/** Dilate then erode: bridges gaps narrower than 2*radius (pencil strokes, chain links). */
export function close(mask: Mask, radius: number): Mask {
  return erode(dilate(mask, radius), radius);
}

// Separable square window: count set pixels along rows, then along columns of those counts. The
// window is clipped at the edges, and pixels outside count as set for erosion (so a shape touching
// the border is not eaten from outside) and unset for dilation.
function slidingWindow(
  mask: Mask,
  radius: number,
  outsideIsSet: boolean,
  keep: (count: number, windowSize: number) => boolean,
): Mask {
  const { width, height, data } = mask;
  if (radius <= 0) return { width, height, data: data.slice() };
  const rowCounts = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = -radius; x <= radius; x++) count += pixelOrEdge(data, row, x, width, outsideIsSet);
    for (let x = 0; x < width; x++) {
      rowCounts[row + x] = count;
      count -= pixelOrEdge(data, row, x - radius, width, outsideIsSet);
      count += pixelOrEdge(data, row, x + radius + 1, width, outsideIsSet);
    }
  }
  const side = 2 * radius + 1;
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = -radius; y <= radius; y++)
      count += columnCountOrEdge(rowCounts, x, y, width, height, side, outsideIsSet);
    for (let y = 0; y < height; y++) {
      out[y * width + x] = keep(count, side * side) ? 1 : 0;
      count -= columnCountOrEdge(rowCounts, x, y - radius, width, height, side, outsideIsSet);
      count += columnCountOrEdge(rowCounts, x, y + radius + 1, width, height, side, outsideIsSet);
    }
  }
  return { width, height, data: out };
}

function pixelOrEdge(data: Uint8Array, row: number, x: number, width: number, edge: boolean) {
  if (x < 0 || x >= width) return edge ? 1 : 0;
  return data[row + x]!;
}

function columnCountOrEdge(
  counts: Uint16Array,
  x: number,
  y: number,
  width: number,
  height: number,
  side: number,
  edge: boolean,
) {
  if (y < 0 || y >= height) return edge ? side : 0;
  return counts[y * width + x]!;
}

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

/** The tightest box around all set pixels, or null for an empty mask. */
export function boundingBox(mask: Mask): Box | null {
  const { width, height, data } = mask;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/**
 * The box holding all but `trim` of the set pixels on each side (e.g. 0.005 drops the outermost
 * 0.5% per side), so a few stray specks do not stretch it; null for an empty mask.
 */
export function trimmedBoundingBox(mask: Mask, trim: number): Box | null {
  const { width, height, data } = mask;
  const columns = new Float64Array(width);
  const rows = new Float64Array(height);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      columns[x]!++;
      rows[y]!++;
      total++;
    }
  }
  if (total === 0) return null;
  const [x0, x1] = trimmedRange(columns, total * trim);
  const [y0, y1] = trimmedRange(rows, total * trim);
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

function trimmedRange(histogram: Float64Array, cut: number): [number, number] {
  let low = 0;
  for (let seen = 0; low < histogram.length - 1; low++) {
    seen += histogram[low]!;
    if (seen > cut) break;
  }
  let high = histogram.length - 1;
  for (let seen = 0; high > low; high--) {
    seen += histogram[high]!;
    if (seen > cut) break;
  }
  return [low, high];
}

/**
 * Distance (in pixels, 3-4 chamfer approximation of Euclidean) from each set pixel to the
 * nearest unset pixel; 0 on unset pixels. Half the local stroke width on a stroke's centre line.
 */
export function distanceToUnset(mask: Mask): Float32Array {
  const { width, height, data } = mask;
  const far = width + height;
  const distance = new Float32Array(width * height);
  for (let i = 0; i < distance.length; i++) distance[i] = data[i] ? far : 0;
  const straight = 1;
  const diagonal = 4 / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!distance[i]) continue;
      let d = distance[i]!;
      // Pixels outside the image count as unset: a shape cut by the frame ends there.
      d = Math.min(d, x > 0 ? distance[i - 1]! + straight : straight);
      d = Math.min(d, y > 0 ? distance[i - width]! + straight : straight);
      if (x > 0 && y > 0) d = Math.min(d, distance[i - width - 1]! + diagonal);
      if (x < width - 1 && y > 0) d = Math.min(d, distance[i - width + 1]! + diagonal);
      distance[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!distance[i]) continue;
      let d = distance[i]!;
      d = Math.min(d, x < width - 1 ? distance[i + 1]! + straight : straight);
      d = Math.min(d, y < height - 1 ? distance[i + width]! + straight : straight);
      if (x < width - 1 && y < height - 1) d = Math.min(d, distance[i + width + 1]! + diagonal);
      if (x > 0 && y < height - 1) d = Math.min(d, distance[i + width - 1]! + diagonal);
      distance[i] = d;
    }
  }
  return distance;
}
