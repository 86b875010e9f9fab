// Every corpus piece as a 3D model: a GLB the Khronos validator accepts without errors, holding a
// textured PBR metal mesh, a three-quarter render at the promised sizes, and a front silhouette
// faithful to the confirmed design.
import { NodeIO } from '@gltf-transform/core';
import { validateBytes } from 'gltf-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIDELITY_THRESHOLD } from '../../../jobs/worker';
import { corpusDir } from '../../corpus-labels';
import {
  corpusCutouts,
  decoded,
  labelledCorpus,
  type CorpusCutout,
} from '../../testing/corpus-cutouts';
import { metalFor } from '../metal';
import { toRenderedVisual } from '../visual-output';
import { metalFactor } from './glb';
import { buildMesh, type Mesh } from './mesh';
import { frontFidelity, meshOptionsFor, renderModel3d } from './model-3d';

describe.skipIf(labelledCorpus().length === 0)(`3D models of the corpus in ${corpusDir()}`, () => {
  let cutouts: CorpusCutout[];
  beforeAll(async () => {
    cutouts = await corpusCutouts();
  }, 60_000);

  it('makes a valid, textured metal GLB and a faithful render of every piece', async () => {
    for (const { entry, cutout } of cutouts) {
      const metal = metalFor(entry.expectedStyle === 'sketch' ? 'White gold' : 'Rose gold');
      const model = await renderModel3d({
        cutout,
        metal,
        jewelryType: entry.expectedType,
        longSide: 512,
      });
      const report = await validateBytes(model.glb);
      expect(report.issues.numErrors, `${entry.file}: ${JSON.stringify(report.issues)}`).toBe(0);

      const document = await new NodeIO().readBinary(model.glb);
      const [mesh] = document.getRoot().listMeshes();
      const primitive = mesh!.listPrimitives()[0]!;
      expect(primitive.getAttribute('POSITION')!.getCount(), entry.file).toBeGreaterThan(100);
      expect(primitive.getAttribute('NORMAL'), entry.file).not.toBeNull();
      expect(primitive.getAttribute('TEXCOORD_0'), entry.file).not.toBeNull();
      const material = primitive.getMaterial()!;
      expect(material.getMetallicFactor()).toBe(1);
      expect(material.getRoughnessFactor()).toBeGreaterThanOrEqual(0.2);
      expect(material.getRoughnessFactor()).toBeLessThanOrEqual(0.35);
      const factor = material.getBaseColorFactor();
      metalFactor(metal).forEach((value, c) => expect(factor[c]).toBeCloseTo(value, 6));
      // The confirmed metal: rose gold is warm, white gold neutral.
      if (metal.name === 'rose gold') expect(factor[0]! - factor[2]!).toBeGreaterThan(0.3);
      else expect(factor[0]! - factor[2]!).toBeLessThan(0.05);
      const texture = material.getBaseColorTexture()!;
      expect(['image/jpeg', 'image/png']).toContain(texture.getMimeType());
      expect(texture.getImage()!.length).toBeGreaterThan(1000);

      const visual = await toRenderedVisual(model.canvas, model.fidelity);
      expect(await decoded(visual.thumbnail)).toEqual({ format: 'webp', width: 512, height: 512 });
      expect(model.fidelity, entry.file).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
    }
  }, 240_000);

  it('renders the main view at the quality size (standard 1024, hd 2048)', async () => {
    const { cutout } = cutouts[0]!;
    for (const longSide of [1024, 2048]) {
      const model = await renderModel3d({
        cutout,
        metal: metalFor(null),
        jewelryType: 'ring',
        longSide,
      });
      const visual = await toRenderedVisual(model.canvas, model.fidelity);
      expect(await decoded(visual.mainView)).toEqual({
        format: 'webp',
        width: longSide,
        height: longSide,
      });
      expect(await decoded(visual.thumbnail)).toEqual({ format: 'webp', width: 512, height: 512 });
    }
  }, 60_000);

  it('looks like lit metal on a dark studio backdrop, not a flat cut-out', async () => {
    const { cutout } = cutouts.find(({ entry }) => entry.expectedStyle === 'photo')!;
    const { canvas } = await renderModel3d({
      cutout,
      metal: metalFor('Yellow gold'),
      jewelryType: 'pendant',
      longSide: 256,
    });
    const luminance = (i: number) =>
      0.2126 * canvas.rgb[i * 3]! +
      0.7152 * canvas.rgb[i * 3 + 1]! +
      0.0722 * canvas.rgb[i * 3 + 2]!;
    // Dark corners; on the piece, both deep shadows and bright highlights.
    expect(luminance(0)).toBeLessThan(40);
    expect(luminance(canvas.width * canvas.height - 1)).toBeLessThan(40);
    const values = Array.from({ length: canvas.width * canvas.height }, (_, i) => luminance(i));
    expect(Math.max(...values)).toBeGreaterThan(200);
  });
});

describe('the 3D mesh', () => {
  const disc = (size: number, radius: number) => {
    const data = new Uint8Array(size * size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        data[y * size + x] = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) <= radius ? 1 : 0;
    return { width: size, height: size, data };
  };
  const cutoutOf = (mask: ReturnType<typeof disc>) =>
    ({
      width: mask.width,
      height: mask.height,
      mask,
      rgba: new Uint8Array(0),
      style: 'photo',
    }) as const;

  function bounds(mesh: Mesh) {
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < mesh.positions.length; i++) {
      min[i % 3] = Math.min(min[i % 3]!, mesh.positions[i]!);
      max[i % 3] = Math.max(max[i % 3]!, mesh.positions[i]!);
    }
    return { min, max };
  }

  it('stands on y = 0 at true size, thicker for a ring, with outward normals', () => {
    const mask = disc(200, 80);
    const pendant = buildMesh(mask, meshOptionsFor('pendant', 160));
    const ring = buildMesh(mask, meshOptionsFor('ring', 160));
    const { min, max } = bounds(pendant);
    expect(min[1]).toBeCloseTo(0, 6);
    expect(max[0]! - min[0]!).toBeCloseTo(0.035 * (161 / 200), 2);
    expect(bounds(ring).max[2]! - bounds(ring).min[2]!).toBeGreaterThan(2 * (max[2]! - min[2]!));
    // Each normal points away from the solid's centre.
    const centreY = (min[1]! + max[1]!) / 2;
    for (let v = 0; v < pendant.positions.length / 3; v++) {
      const dx = pendant.positions[v * 3]!;
      const dy = pendant.positions[v * 3 + 1]! - centreY;
      const dz = pendant.positions[v * 3 + 2]!;
      const along =
        dx * pendant.normals[v * 3]! +
        dy * pendant.normals[v * 3 + 1]! +
        dz * pendant.normals[v * 3 + 2]!;
      expect(along).toBeGreaterThan(-1e-9);
    }
  });

  it('winds every triangle to face the way its normals point (viewers cull back faces)', () => {
    // A ring with a bar across it: holes, saddles, thin and broad parts.
    const size = 120;
    const data = new Uint8Array(size * size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const r = Math.hypot(x - 60, y - 60);
        data[y * size + x] = Number((r < 50 && r > 20) || (x > 10 && x < 30 && y > 5 && y < 110));
      }
    for (const type of ['pendant', 'ring']) {
      const {
        positions: p,
        normals: n,
        indices,
      } = buildMesh({ width: size, height: size, data }, meshOptionsFor(type, size));
      let against = 0;
      for (let t = 0; t < indices.length; t += 3) {
        const [a, b, c] = [indices[t]! * 3, indices[t + 1]! * 3, indices[t + 2]! * 3];
        const u = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
        const v = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
        const face = [
          u[1]! * v[2]! - u[2]! * v[1]!,
          u[2]! * v[0]! - u[0]! * v[2]!,
          u[0]! * v[1]! - u[1]! * v[0]!,
        ];
        const along = [0, 1, 2].reduce(
          (sum, k) => sum + face[k]! * (n[a + k]! + n[b + k]! + n[c + k]!),
          0,
        );
        if (along < 0) against++;
      }
      expect(against, type).toBe(0);
      expect(indices.length).toBeGreaterThan(3000);
    }
  });

  it('keeps the silhouette, and the fidelity notices when it does not', () => {
    const mask = disc(120, 50);
    const mesh = buildMesh(mask, meshOptionsFor('pendant', 120));
    expect(frontFidelity(mesh, cutoutOf(mask))).toBeGreaterThanOrEqual(0.99);
    // The same mesh against a smaller design: a visible mismatch.
    expect(frontFidelity(mesh, cutoutOf(disc(120, 40)))).toBeLessThan(0.9);
  });
});
