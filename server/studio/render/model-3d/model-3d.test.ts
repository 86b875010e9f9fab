// Every test piece (generated photos and sketches) as a 3D model: a GLB the Khronos validator accepts without errors, holding a
// textured PBR metal mesh, a three-quarter render at the promised sizes, and a front silhouette
// faithful to the confirmed design.
import { validateBytes } from 'gltf-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIDELITY_THRESHOLD } from '../../../jobs/worker';
import { decoded, fixtureCutouts, type TestCutout } from '../../testing/test-cutouts';
import { metalFor } from '../metal';
import { toRenderedVisual } from '../visual-output';
import { glbIO } from './glb';
import { buildMesh, type Mesh } from './mesh';
import { frontFidelity, gridSideFor, meshOptionsFor, renderModel3d } from './model-3d';
import { buildRingMesh, type RingMesh } from './ring-mesh';
import { simplifyMesh } from './simplify-mesh';
import { metalFactor } from './texture';

/** GLB size bound at the tests' extraction size (measured: see the printed sizes). */
const MAX_TEST_GLB_BYTES = 1_500_000;
describe('3D models of the generated photos and sketches', () => {
  let cutouts: TestCutout[];
  beforeAll(async () => {
    cutouts = await fixtureCutouts();
  }, 120_000);

  it('makes a valid, small, textured metal GLB and a faithful render of every piece', async () => {
    const fidelities = new Map<string, number[]>();
    const sizes: string[] = [];
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

      expect(model.glb.length, entry.file).toBeLessThanOrEqual(MAX_TEST_GLB_BYTES);
      sizes.push(`${entry.file} ${(model.glb.length / 1e6).toFixed(2)} MB`);

      const document = await glbIO().readBinary(model.glb);
      // Quantized attributes, and no compression needing a decoder from the web.
      const extensions = document
        .getRoot()
        .listExtensionsUsed()
        .map((extension) => extension.extensionName);
      expect(extensions).toEqual(['KHR_mesh_quantization']);
      const [mesh] = document.getRoot().listMeshes();
      const primitive = mesh!.listPrimitives()[0]!;
      expect(primitive.getAttribute('POSITION')!.getCount(), entry.file).toBeGreaterThan(100);
      // The mesh measured and rendered is the one exported (simplified).
      expect(primitive.getAttribute('POSITION')!.getCount()).toBe(model.mesh.positions.length / 3);
      expect(primitive.getIndices()!.getCount()).toBe(model.mesh.indices.length);
      expect(primitive.getAttribute('NORMAL'), entry.file).not.toBeNull();
      expect(primitive.getAttribute('TEXCOORD_0'), entry.file).not.toBeNull();
      const material = primitive.getMaterial()!;
      expect(material.getMetallicFactor()).toBe(1);
      expect(material.getRoughnessFactor()).toBeGreaterThanOrEqual(0.2);
      expect(material.getRoughnessFactor()).toBeLessThanOrEqual(0.35);
      const factor = material.getBaseColorFactor();
      // The confirmed metal's colour, raised only where the piece is brighter (texture.test.ts).
      metalFactor(metal).forEach((value, c) => {
        expect(factor[c]).toBeGreaterThanOrEqual(value - 1e-6);
        expect(factor[c]).toBeLessThanOrEqual(1);
      });
      if (metal.name === 'white gold') expect(factor[0]! - factor[2]!).toBeLessThan(0.05);
      const texture = material.getBaseColorTexture()!;
      expect(['image/jpeg', 'image/png']).toContain(texture.getMimeType());
      expect(texture.getImage()!.length).toBeGreaterThan(1000);

      const visual = await toRenderedVisual(model.canvas, model.fidelity);
      expect(await decoded(visual.thumbnail)).toEqual({ format: 'webp', width: 512, height: 512 });
      expect(model.fidelity, entry.file).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
      const kind = entry.expectedType ?? 'other';
      fidelities.set(kind, [...(fidelities.get(kind) ?? []), model.fidelity]);
    }
    console.log(`GLB sizes (test size): ${sizes.join(', ')}`);
    for (const [kind, values] of fidelities) {
      const sorted = values.sort((a, b) => a - b);
      console.log(
        `3D fidelity ${kind}: min ${sorted[0]!.toFixed(4)}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(4)}`,
      );
    }
  }, 240_000);

  it('builds each ring seen from the front as a band around its finger hole, the design its head', () => {
    const rings = cutouts.filter(({ entry }) => entry.expectedType === 'ring');
    expect(rings.length).toBeGreaterThan(0);
    for (const { entry, cutout } of rings) {
      const ring = buildRingMesh(cutout.mask, meshOptionsFor('ring', gridSideFor(cutout)));
      expect(ring, entry.file).not.toBeNull();
      expectBandAndHead(ring!, entry.file);
      expect(frontFidelity(ring!.mesh, cutout), entry.file).toBeGreaterThanOrEqual(
        FIDELITY_THRESHOLD,
      );
    }
  });

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
    const mask = { width: size, height: size, data };
    const banded = buildRingMesh(mask, meshOptionsFor('ring', size));
    expect(banded).not.toBeNull();
    const meshes = {
      pendant: buildMesh(mask, meshOptionsFor('pendant', size)),
      'ring extruded': buildMesh(mask, meshOptionsFor('ring', size)),
      'ring with a band': banded!.mesh,
    };
    for (const [type, { positions: p, normals: n, indices }] of Object.entries(meshes)) {
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

  it('simplifies a mesh to far fewer triangles without moving its outline', async () => {
    const mask = disc(240, 100);
    const mesh = buildMesh(mask, meshOptionsFor('pendant', 240));
    const simple = await simplifyMesh(mesh, 0.25 * mesh.grid.cell);
    expect(simple.indices.length).toBeLessThan(0.5 * mesh.indices.length);
    expect(frontFidelity(simple, cutoutOf(mask))).toBeGreaterThanOrEqual(0.995);
    // Every kept vertex is an original one, with its own normal, uv and kind.
    const key = (m: Mesh, v: number) => Array.from(m.positions.subarray(v * 3, v * 3 + 3)).join();
    const original = new Set(
      Array.from({ length: mesh.positions.length / 3 }, (_, v) => key(mesh, v)),
    );
    for (let v = 0; v < simple.positions.length / 3; v++)
      expect(original.has(key(simple, v))).toBe(true);
    expect(simple.plain.some((value) => value === 1)).toBe(true);
  });

  it('keeps the silhouette, and the fidelity notices when it does not', () => {
    const mask = disc(120, 50);
    const mesh = buildMesh(mask, meshOptionsFor('pendant', 120));
    expect(frontFidelity(mesh, cutoutOf(mask))).toBeGreaterThanOrEqual(0.99);
    // The same mesh against a smaller design: a visible mismatch.
    expect(frontFidelity(mesh, cutoutOf(disc(120, 40)))).toBeLessThan(0.9);
  });
});

const MM = 0.001;

/**
 * In 3D, a real band: its vertices go round the finger axis (every sector of a full turn, on both
 * sides of the band's middle plane), between the hole's radius and the band's outside, as deep as
 * a band is wide; the head is no deeper than the band, and the whole ring no deeper either (a
 * front view extruded into a block is much deeper).
 */
function expectBandAndHead(ring: RingMesh, name: string) {
  const { mesh, axis, bandVertices } = ring;
  const p = mesh.positions;
  const count = p.length / 3;
  expect(bandVertices, name).toBeGreaterThan(100);
  expect(count - bandVertices, name).toBeGreaterThan(100);
  expect(ring.innerRadius.min, name).toBeGreaterThan(1 * MM);
  expect(ring.innerRadius.max, name).toBeLessThan(12 * MM);

  const SECTORS = 24;
  const front = new Uint8Array(SECTORS);
  const back = new Uint8Array(SECTORS);
  let bandMinZ = Infinity;
  let bandMaxZ = -Infinity;
  for (let v = 0; v < bandVertices; v++) {
    const dx = p[v * 3]! - axis.x;
    const dy = p[v * 3 + 1]! - axis.y;
    const z = p[v * 3 + 2]!;
    const radius = Math.hypot(dx, dy);
    expect(radius, name).toBeGreaterThanOrEqual(ring.innerRadius.min - 1e-6);
    expect(radius, name).toBeLessThanOrEqual(ring.outerRadius.max + 1e-6);
    const sector = Math.floor(((Math.atan2(dy, dx) / (2 * Math.PI) + 1) % 1) * SECTORS);
    if (z > 0.8 * MM) front[sector] = 1;
    if (z < -0.8 * MM) back[sector] = 1;
    bandMinZ = Math.min(bandMinZ, z);
    bandMaxZ = Math.max(bandMaxZ, z);
  }
  expect(Array.from(front), name).toEqual(new Array(SECTORS).fill(1));
  expect(Array.from(back), name).toEqual(new Array(SECTORS).fill(1));
  expect(bandMaxZ - bandMinZ, name).toBeGreaterThanOrEqual(2 * MM);
  expect(bandMaxZ - bandMinZ, name).toBeLessThanOrEqual(3 * MM);

  let minZ = Infinity;
  let maxZ = -Infinity;
  for (let v = bandVertices; v < count; v++) {
    minZ = Math.min(minZ, p[v * 3 + 2]!);
    maxZ = Math.max(maxZ, p[v * 3 + 2]!);
  }
  expect(minZ, name).toBeGreaterThanOrEqual(bandMinZ - 1e-6);
  expect(maxZ, name).toBeLessThanOrEqual(bandMaxZ + 1e-6);
}

describe('a ring seen from the front', () => {
  // A 200-pixel drawing: a band (radius 50 to 62 around (100, 120)) and a head on top of it.
  const size = 200;
  const data = new Uint8Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - 100, y + 0.5 - 120);
      const head = x >= 75 && x < 125 && y >= 30 && y < 66;
      data[y * size + x] = Number((r >= 50 && r <= 62) || head);
    }
  const mask = { width: size, height: size, data };
  const ring = buildRingMesh(mask, meshOptionsFor('ring', size))!;
  const cell = 0.024 / size;

  it('has a band of the drawn radii, a band wide, with the head on top, no deeper', () => {
    expect(ring).not.toBeNull();
    expectBandAndHead(ring, 'drawn ring');
    // Measured on the drawing's pixels: within a cell of the drawn radii.
    const near = (value: number, cells: number) =>
      expect(Math.abs(value / cell - cells)).toBeLessThanOrEqual(1);
    near(ring.innerRadius.min, 50);
    near(ring.innerRadius.max, 50);
    near(ring.outerRadius.min, 62);
    // The axis is the hole's centre; the ring rests on y = 0 at the band's lowest point.
    near(ring.axis.x, 0);
    near(ring.axis.y, 62);
    // The head: every vertex above the hole, the head as a whole above the band's top.
    const p = ring.mesh.positions;
    let sumY = 0;
    const headCount = p.length / 3 - ring.bandVertices;
    for (let v = ring.bandVertices; v < p.length / 3; v++) {
      expect(p[v * 3 + 1]! - ring.axis.y).toBeGreaterThan(ring.innerRadius.max);
      sumY += p[v * 3 + 1]!;
    }
    expect(sumY / headCount - ring.axis.y).toBeGreaterThan(ring.outerRadius.min);
  });

  it('keeps the drawing as its front view', () => {
    const cutout = {
      width: size,
      height: size,
      mask,
      rgba: new Uint8Array(0),
      style: 'photo' as const,
    };
    expect(frontFidelity(ring.mesh, cutout)).toBeGreaterThanOrEqual(0.98);
  });

  it('stays a plain extrusion when no finger hole is in view (a ring drawn from the top)', () => {
    const top = new Uint8Array(size * size);
    for (let y = 80; y < 120; y++) top.fill(1, y * size + 20, y * size + 180);
    expect(
      buildRingMesh({ width: size, height: size, data: top }, meshOptionsFor('ring', size)),
    ).toBeNull();
  });
});
