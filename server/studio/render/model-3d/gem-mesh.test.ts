// A drawing's stones in its 3D model: gems of their own, cut to the drawn outline and set in the
// metal, exported in a clear refractive material and rendered facet by facet; a piece without
// stones keeps the plain metal model.
import type { Dispersion, IOR, Transmission } from '@gltf-transform/extensions';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import type { AssetRow, TransformationRow } from '../../../db/schema';
import type { Cutout } from '../../extract/cutout';
import { maskFromAlpha } from '../../imaging/mask';
import { storedSketch } from '../../testing/stored-sketch';
import { regionMapOfCutout, encodeRegionMap } from '../../regions/stored-regions';
import { metalFor } from '../metal';
import { renderTransformation } from '../render-transformation';
import type { Canvas } from '../canvas';
import { glbIO } from './glb';
import { GEM_CUT } from './gem-mesh';
import { frontPixels } from './mesh';
import { renderModel3d } from './model-3d';
import { coverage } from './rasterize';

const SIDE = 240;
const RUBY = [192, 20, 60] as const;

/**
 * A round metal plate with an oval stone in its middle (the stone plane numbers it 1), or an
 * emerald-cut rectangle.
 */
function plateWithStone(withStone: boolean, emerald = false): Cutout {
  const rgba = new Uint8Array(SIDE * SIDE * 4);
  const alpha = new Uint8Array(SIDE * SIDE);
  const plane = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = y * SIDE + x;
      const dx = x + 0.5 - SIDE / 2;
      const dy = y + 0.5 - SIDE / 2;
      if (Math.hypot(dx, dy) > 100) continue;
      alpha[i] = 255;
      rgba.set([200, 200, 205, 255], i * 4);
      const inStone = emerald
        ? Math.abs(dx) <= 40 && Math.abs(dy) <= 26
        : (dx / 36) ** 2 + (dy / 24) ** 2 <= 1;
      if (withStone && inStone) plane[i] = 1;
    }
  }
  return {
    width: SIDE,
    height: SIDE,
    rgba,
    mask: maskFromAlpha(alpha, SIDE, SIDE),
    style: 'photo',
    lines: new Uint8Array(SIDE * SIDE),
    ...(withStone && { stones: { plane, colours: [RUBY], stepCut: [emerald] } }),
  };
}

/** Pixels of the render whose red is well over twice their green: the ruby, not white gold. */
function rubyPixels(canvas: Canvas): number {
  let count = 0;
  for (let i = 0; i < canvas.width * canvas.height; i++) {
    const [r, g] = [canvas.rgb[i * 3]!, canvas.rgb[i * 3 + 1]!];
    if (r > 50 && r > 2.5 * g) count++;
  }
  return count;
}

describe('gems in the 3D model of a drawing', () => {
  it('cuts each stone to its drawn outline and sets it proud of the metal', async () => {
    const cutout = plateWithStone(true);
    const model = await renderModel3d({
      cutout,
      metal: metalFor('White gold'),
      jewelryType: 'pendant',
      longSide: 256,
    });
    expect(model.gems).toHaveLength(1);
    const [gem] = model.gems;
    expect(gem!.colour).toEqual(RUBY);
    // Kites, stars and the table on the crown, a facet per girdle point on the pavilion.
    expect(gem!.indices.length / 3).toBe(GEM_CUT.girdlePoints * 3);

    // Seen from the front, the gem covers the drawn stone: its outline is the drawing's.
    const { x, y } = frontPixels(
      { positions: gem!.positions, grid: model.mesh.grid },
      SIDE / model.mesh.grid.width,
    );
    const covered = coverage(x, y, gem!.indices, SIDE, SIDE);
    let both = 0;
    let either = 0;
    cutout.stones!.plane.forEach((stone, i) => {
      if (stone && covered[i]) both++;
      if (stone || covered[i]) either++;
    });
    expect(both / either).toBeGreaterThan(0.9);

    // The table stands above the metal's front, the culet stays behind it.
    let metalFront = -Infinity;
    let metalBack = Infinity;
    for (let i = 2; i < model.mesh.positions.length; i += 3) {
      metalFront = Math.max(metalFront, model.mesh.positions[i]!);
      metalBack = Math.min(metalBack, model.mesh.positions[i]!);
    }
    const gemZ = gem!.positions.filter((_, i) => i % 3 === 2);
    expect(Math.max(...gemZ)).toBeGreaterThan(metalFront);
    expect(Math.min(...gemZ)).toBeGreaterThan(metalBack);

    // The studio render shows the ruby; the same plate without the stone shows none.
    const plain = await renderModel3d({
      cutout: plateWithStone(false),
      metal: metalFor('White gold'),
      jewelryType: 'pendant',
      longSide: 256,
    });
    expect(plain.gems).toHaveLength(0);
    expect(rubyPixels(plain.canvas)).toBe(0);
    expect(rubyPixels(model.canvas)).toBeGreaterThan(200);
  });

  it('cuts an emerald in steps parallel to its sides, a brilliant in kites and stars', async () => {
    const crownNormals = async (emerald: boolean) => {
      const model = await renderModel3d({
        cutout: plateWithStone(true, emerald),
        metal: metalFor('White gold'),
        jewelryType: 'pendant',
        longSide: 128,
      });
      const { normals, indices } = model.gems[0]!;
      const facets = indices.length / 3;
      const distinct = new Set<string>();
      for (let f = 0; f < facets; f++) {
        const v = f * 9;
        if (normals[v + 2]! <= 0 || normals[v + 2]! > 0.999) continue; // pavilion, table
        distinct.add([0, 1, 2].map((k) => normals[v + k]!.toFixed(2)).join());
      }
      return { facets, distinct: distinct.size };
    };
    const emerald = await crownNormals(true);
    const brilliant = await crownNormals(false);
    // Three steps of two triangles per girdle point, the table, the pavilion.
    expect(emerald.facets).toBe(GEM_CUT.girdlePoints * (2 * GEM_CUT.steps.length + 2));
    // Along each straight side a step is one flat facet: few directions, where a brilliant's
    // kites and stars on the same outline face many.
    expect(emerald.distinct).toBeLessThan(brilliant.distinct / 2);
  });

  it('exports the gem as a clear, refractive primitive of its own', async () => {
    const model = await renderModel3d({
      cutout: plateWithStone(true),
      metal: metalFor('Yellow gold'),
      jewelryType: 'pendant',
      longSide: 256,
    });
    const report = await validateBytes(model.glb);
    expect(report.issues.numErrors, JSON.stringify(report.issues)).toBe(0);
    const document = await glbIO().readBinary(model.glb);
    const [primitive, gemPrimitive, more] = document.getRoot().listMeshes()[0]!.listPrimitives();
    expect(more).toBeUndefined();
    expect(primitive!.getMaterial()!.getMetallicFactor()).toBe(1);
    const material = gemPrimitive!.getMaterial()!;
    expect(material.getMetallicFactor()).toBe(0);
    expect(material.getRoughnessFactor()).toBeLessThan(0.1);
    const [r, g, b] = material.getBaseColorFactor();
    expect(r).toBeGreaterThan(4 * Math.max(g!, b!));
    const transmission = material.getExtension<Transmission>('KHR_materials_transmission');
    expect(transmission?.getTransmissionFactor()).toBeGreaterThan(0);
    expect(material.getExtension<IOR>('KHR_materials_ior')?.getIOR()).toBeGreaterThan(1.5);
    expect(
      material.getExtension<Dispersion>('KHR_materials_dispersion')?.getDispersion(),
    ).toBeGreaterThan(0);
  });

  it('builds the stones of a stored sketch and its region map through the production render', async () => {
    const stored = await storedSketch(2, { type: 'ring' });
    const map = await regionMapOfCutout(stored);
    const stones = map.regions.filter((region) => region.kind === 'stone');
    expect(stones.length).toBeGreaterThan(0);
    // The designer picked a ruby for the stone.
    for (const stone of stones) stone.colour = '#c0143c';
    const visual = await renderTransformation(
      {
        transformation: {
          kind: '3d_model',
          sceneName: 'Studio turntable',
          pipelineStepName: 'ring_3d_model',
          qualityRequested: 'standard',
        } as TransformationRow,
        asset: {
          imageStyle: 'sketch',
          cutoutStyle: 'sketch',
          jewelryType: 'ring',
          material: 'Yellow gold',
        } as AssetRow,
        cutout: stored,
        regions: encodeRegionMap(map),
      },
      { longSide: 384 },
    );
    const document = await glbIO().readBinary(visual.modelGlb!);
    const gems = document
      .getRoot()
      .listMeshes()[0]!
      .listPrimitives()
      .filter((primitive) => primitive.getMaterial()!.getMetallicFactor() === 0);
    expect(gems.length).toBe(stones.length);
    const [r, g] = gems[0]!.getMaterial()!.getBaseColorFactor();
    expect(r).toBeGreaterThan(4 * g!);
  }, 60_000);
});
