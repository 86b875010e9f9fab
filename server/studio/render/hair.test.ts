import { describe, expect, it } from 'vitest';
import { luma } from './canvas';
import { hairTone } from './hair';

describe('hairTone', () => {
  const crown = { x: 600, y: 100 };
  const scale = 800;
  // Mean change in tone per pixel along a path of points one pixel apart.
  const roughness = (path: [number, number][]) => {
    let sum = 0;
    for (let k = 1; k < path.length; k++)
      sum += Math.abs(
        luma(hairTone(...path[k]!, 60, crown, scale)) -
          luma(hairTone(...path[k - 1]!, 60, crown, scale)),
      );
    return sum / (path.length - 1);
  };

  it('runs its strands in arcs round the crown: fine across them, long along them', () => {
    const radius = 250;
    for (const centre of [0.6, 1.8, 3]) {
      const along = Array.from({ length: 120 }, (_, k): [number, number] => {
        const angle = centre + (k - 60) / radius;
        return [crown.x + radius * Math.cos(angle), crown.y + radius * Math.sin(angle)];
      });
      const across = Array.from({ length: 120 }, (_, k): [number, number] => [
        crown.x + (radius - 60 + k) * Math.cos(centre),
        crown.y + (radius - 60 + k) * Math.sin(centre),
      ]);
      expect(roughness(across), `at ${centre}`).toBeGreaterThan(3 * roughness(along));
    }
  });

  it('has no seam where its angle round the crown wraps', () => {
    // Just above and just below the line back from the crown, where the angle jumps by a turn.
    const above = luma(hairTone(crown.x - 200, crown.y - 0.5, 60, crown, scale));
    const below = luma(hairTone(crown.x - 200, crown.y + 0.5, 60, crown, scale));
    expect(Math.abs(above - below)).toBeLessThan(1);
  });

  it('darkens towards its edge, where its volume turns away', () => {
    const at = (depth: number) => luma(hairTone(crown.x + 190, crown.y + 40, depth, crown, scale));
    expect(at(60)).toBeGreaterThan(at(0) + 5);
  });
});
