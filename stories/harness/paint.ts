// Painting on a canvas from a play function, as a finger or a mouse would: pointer events at
// points given in the pixels of the image the canvas shows (the editor's own coordinates).
type Point = readonly [x: number, y: number];

export interface PaintOptions {
  /** The image's size in pixels: the canvas shows it scaled to its own box. */
  image: { width: number; height: number };
  pointerType?: 'mouse' | 'touch' | 'pen';
}

let nextPointerId = 10;

/** The point on screen (client pixels) where the canvas shows image pixel `point`. */
export function clientPoint(canvas: HTMLElement, image: PaintOptions['image'], point: Point) {
  const rect = canvas.getBoundingClientRect();
  return {
    clientX: rect.left + (point[0] / image.width) * rect.width,
    clientY: rect.top + (point[1] / image.height) * rect.height,
  };
}

/** One stroke through `points`: down at the first, moves along (in small steps), up at the last. */
export async function paintStroke(
  canvas: HTMLElement,
  points: readonly Point[],
  { image, pointerType = 'mouse' }: PaintOptions,
) {
  const pointerId = pointerType === 'mouse' ? 1 : nextPointerId++;
  const fire = (type: string, point: Point, buttons: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId,
        pointerType,
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        buttons,
        width: pointerType === 'touch' ? 20 : 1,
        height: pointerType === 'touch' ? 20 : 1,
        pressure: buttons ? 0.5 : 0,
        ...clientPoint(canvas, image, point),
      }),
    );
  const [first, ...rest] = points;
  if (!first) return;
  fire('pointerdown', first, 1);
  let previous = first;
  for (const point of rest) {
    // Several moves per segment, as a real pointer reports them.
    for (let step = 1; step <= 4; step++) {
      const t = step / 4;
      fire(
        'pointermove',
        [previous[0] + (point[0] - previous[0]) * t, previous[1] + (point[1] - previous[1]) * t],
        1,
      );
      await new Promise((done) => requestAnimationFrame(done));
    }
    previous = point;
  }
  fire('pointerup', previous, 0);
}

/** The mean alpha (0-255) the canvas shows over a box of image pixels `[x0, y0, x1, y1]`. */
export function meanAlpha(
  canvas: HTMLCanvasElement,
  image: PaintOptions['image'],
  [x0, y0, x1, y1]: readonly [number, number, number, number],
) {
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const sx = canvas.width / image.width;
  const sy = canvas.height / image.height;
  const left = Math.floor(x0 * sx);
  const top = Math.floor(y0 * sy);
  const width = Math.max(1, Math.round((x1 - x0) * sx));
  const height = Math.max(1, Math.round((y1 - y0) * sy));
  const { data } = context.getImageData(left, top, width, height);
  let sum = 0;
  for (let i = 3; i < data.length; i += 4) sum += data[i]!;
  return sum / (width * height);
}
