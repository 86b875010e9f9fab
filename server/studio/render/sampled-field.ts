// Smooth scalar fields sampled once on a coarse grid and read back anywhere by bilinear
// interpolation, with their gradients. Soft procedural fields (marble's flow, its clouds) cost a
// few noise evaluations per grid node instead of per pixel, and the gradient turns a field's value
// into a distance in pixels from one of its isolines, so a vein drawn there keeps the width it is
// given instead of swelling into a blot wherever the field happens to be flat.

import { smoothstep } from './canvas';

/** How many grid steps from a node an isoline crossing is looked for. */
const CROSSING_REACH = 2;

export interface SampledField {
  /** The field's value at the grid's current point. */
  value(): number;
  /** Distance in pixels from the grid's current point to the isoline where the field is `level`. */
  pixelsFrom(level: number): number;
}

/**
 * A grid over a `width` × `height` frame with a node every `step` pixels. `moveTo(u, v)` sets
 * the point (normalised coordinates) that every field made by `sample` then reads, so the cell
 * is found once per pixel however many fields are read there.
 */
export class SampledGrid {
  private readonly columns: number;
  private readonly rows: number;
  private cell = 0;
  private fx = 0;
  private fy = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly step: number,
  ) {
    // Nodes sit at pixel (i - 1) * step, one beyond each edge, so central differences exist there.
    this.columns = Math.ceil(width / step) + 3;
    this.rows = Math.ceil(height / step) + 3;
  }

  moveTo(u: number, v: number): void {
    const gx = Math.min(this.columns - 3, Math.max(0, (u * this.width) / this.step)) + 1;
    const gy = Math.min(this.rows - 3, Math.max(0, (v * this.height) / this.step)) + 1;
    const i = Math.floor(gx);
    const j = Math.floor(gy);
    this.cell = j * this.columns + i;
    this.fx = gx - i;
    this.fy = gy - j;
  }

  /** Samples `field(x, y)` (pixel coordinates); its finest features should span a few steps. */
  sample(field: (x: number, y: number) => number): SampledField {
    return this.sampleEach(1, (x, y, out) => (out[0] = field(x, y)))[0]!;
  }

  /** Samples `count` fields at once, `fields(x, y, out)` writing their values at a node to `out`,
   * for fields that share costly work (a common warp). */
  sampleEach(count: number, fields: (x: number, y: number, out: number[]) => void): SampledField[] {
    const { columns, rows, step } = this;
    const values = Array.from({ length: count }, () => new Float32Array(columns * rows));
    const out = new Array<number>(count).fill(0);
    for (let j = 0; j < rows; j++)
      for (let i = 0; i < columns; i++) {
        fields((i - 1) * step, (j - 1) * step, out);
        for (let f = 0; f < count; f++) values[f]![j * columns + i] = out[f]!;
      }
    return values.map((value) => this.fieldOf(value));
  }

  private fieldOf(value: Float32Array): SampledField {
    const { columns, rows, step } = this;
    const slope = new Float32Array(columns * rows);
    for (let j = 1; j < rows - 1; j++)
      for (let i = 1; i < columns - 1; i++) {
        const k = j * columns + i;
        slope[k] = Math.hypot(
          value[k + 1]! - value[k - 1]!,
          value[k + columns]! - value[k - columns]!,
        );
        slope[k] /= 2 * step;
      }
    // Where the field is nearly flat (a saddle, a broad top) an isoline is ill-defined and its
    // distance estimate jitters: there lines fade out, as veins do, by reading as farther away.
    const typicalSlope = slope.slice().sort()[slope.length >> 1]! || 1e-6;
    const read = (grid: Float32Array): number => {
      const k = this.cell;
      const top = grid[k]! + (grid[k + 1]! - grid[k]!) * this.fx;
      const bottom = grid[k + columns]! + (grid[k + columns + 1]! - grid[k + columns]!) * this.fx;
      return top + (bottom - top) * this.fy;
    };
    const crossings = new Map<number, Float32Array>();
    const crossingNear = (level: number) => this.crossingNear(value, level);
    return {
      value: () => read(value),
      pixelsFrom(level) {
        let crosses = crossings.get(level);
        if (!crosses) crossings.set(level, (crosses = crossingNear(level)));
        const gradient = read(slope);
        const fade = Math.max(smoothstep(0.04, 0.2, gradient / typicalSlope), 1e-3);
        const estimate = Math.abs(read(value) - level) / Math.max(gradient, 1e-6) / fade;
        // With no crossing within the nearby nodes, the line is at least that far away.
        return Math.max(estimate, CROSSING_REACH * step * (1 - read(crosses)));
      },
    };
  }

  /**
   * 1 at nodes within `CROSSING_REACH` steps of where the field really crosses `level`, else 0.
   * Along a ridge that only grazes the level the distance estimate says "near" without any line
   * there; drawn, it comes out as a dashed ladder.
   */
  private crossingNear(value: Float32Array, level: number): Float32Array {
    const { columns, rows } = this;
    // The lowest and highest value within reach: a square window, as a pass along the rows and
    // one along the columns.
    const spread = (pick: (a: number, b: number) => number) => {
      const alongRows = windowPass(value, columns, rows, 1, columns, pick);
      return windowPass(alongRows, rows, columns, columns, 1, pick);
    };
    const low = spread(Math.min);
    const high = spread(Math.max);
    return low.map((lowest, k) => (lowest <= level && high[k]! >= level ? 1 : 0));
  }
}

/**
 * Each sample replaced by `pick` over the samples within CROSSING_REACH along its line: `lines`
 * lines of `length` samples, `step` apart within a line and `lineStep` apart between lines.
 */
function windowPass(
  source: Float32Array,
  length: number,
  lines: number,
  step: number,
  lineStep: number,
  pick: (a: number, b: number) => number,
): Float32Array {
  const result = new Float32Array(source.length);
  for (let line = 0; line < lines; line++)
    for (let i = 0; i < length; i++) {
      let best = source[line * lineStep + i * step]!;
      for (let d = -CROSSING_REACH; d <= CROSSING_REACH; d++) {
        const at = Math.min(length - 1, Math.max(0, i + d));
        best = pick(best, source[line * lineStep + at * step]!);
      }
      result[line * lineStep + i * step] = best;
    }
  return result;
}
