// The 3D model kind: the piece as a textured metal solid (GLB), photographed from a three-quarter
// view for the main view and thumbnail. Rings are extruded as deep as a band is wide, so a front
// view of a ring becomes its band with the design as the head; other pieces are plates a few
// millimetres thick with a rounded bevel. Fidelity is the front orthographic projection of the very
// mesh exported against the confirmed design's mask.
import type { JewelryType } from '../../../../src/api/catalogue';
import type { Cutout } from '../../extract/cutout';
import type { Canvas } from '../canvas';
import { resampleMask } from '../fidelity';
import type { Metal } from '../metal';
import { metalFactor, writeGlb } from './glb';
import { buildMesh, type Mesh, type MeshOptions } from './mesh';
import { coverage } from './rasterize';
import { renderStudioView } from './studio-render';
import { modelTexture } from './texture';

export interface Model3dInput {
  cutout: Cutout;
  metal: Metal;
  jewelryType: JewelryType | string | null;
  /** Long side of the main view, in pixels. */
  longSide: number;
}

export interface Model3dOutput {
  glb: Uint8Array;
  /** The three-quarter studio render, `longSide` square. */
  canvas: Canvas;
  fidelity: number;
  mesh: Mesh;
}

/** Typical real size of a piece's long side, in metres (viewers show the model at true scale). */
const REAL_SIZE: Record<string, number> = {
  ring: 0.024,
  earring: 0.03,
  pendant: 0.035,
  necklace: 0.16,
  bracelet: 0.07,
  brooch: 0.045,
  watch: 0.045,
};

/**
 * Long side the piece is extracted at for a model: the mesh is traced on the mask one cell per
 * pixel (so its outline is the design's own), which bounds its size; the texture shares it.
 */
export function modelExtractionSide(longSide: number): number {
  return longSide >= 2048 ? 768 : 640;
}

/** Grid cells on the mesh's long side: one per mask pixel, up to a cap. */
export function gridSideFor(cutout: Cutout): number {
  return Math.min(1024, Math.max(cutout.mask.width, cutout.mask.height));
}

export function meshOptionsFor(jewelryType: string | null, gridSide: number): MeshOptions {
  const ring = jewelryType === 'ring';
  return {
    gridSide,
    sizeMetres: REAL_SIZE[jewelryType ?? ''] ?? 0.04,
    // A ring's front view extruded by its band's width; other pieces about 1.5 mm per 4 cm.
    thickness: ring ? 0.16 : 0.035,
    // Elsewhere a thin wire is about as deep as it is wide.
    wallPerHalfWidth: ring ? undefined : 0.6,
    // The bevel: a rounded edge about 1% of the piece wide (2% on a ring's chunkier band).
    bevelCells: Math.max(2, (ring ? 0.02 : 0.009) * gridSide),
    bevelRise: Math.max(1, (ring ? 0.009 : 0.0045) * gridSide),
  };
}

export async function renderModel3d({
  cutout,
  metal,
  jewelryType,
  longSide,
}: Model3dInput): Promise<Model3dOutput> {
  const gridSide = gridSideFor(cutout);
  const mesh = buildMesh(cutout.mask, meshOptionsFor(jewelryType, gridSide));
  const factor = metalFactor(metal);
  const texture = await modelTexture(cutout, metal, factor, Math.min(2048, longSide));
  // The faces show the piece; the side wall is plain polished metal.
  for (let i = 0; i < mesh.uvs.length / 2; i++) {
    if (i >= mesh.wallStart) mesh.uvs[i * 2 + 1] = texture.metalV;
    else mesh.uvs[i * 2 + 1] = (mesh.uvs[i * 2 + 1]! * texture.pieceRows) / texture.height;
  }
  const [glb, canvas] = await Promise.all([
    writeGlb({ mesh, metal, texture: texture.jpeg, name: 'Piece' }),
    renderStudioView(mesh, texture, factor, longSide),
  ]);
  return { glb, canvas, fidelity: frontFidelity(mesh, cutout), mesh };
}

/**
 * IoU of the mesh's front orthographic silhouette with the design's mask, at the mask's own
 * resolution (or `side` on its long side): the traced outline is checked between the grid's
 * samples too, so a detail the grid is too coarse for counts as lost.
 */
export function frontFidelity(mesh: Mesh, cutout: Cutout, side?: number): number {
  const { mask } = cutout;
  const target = side ?? Math.max(mask.width, mask.height);
  const ratio = target / Math.max(mesh.grid.width, mesh.grid.height);
  const width = Math.max(1, Math.round(mesh.grid.width * ratio));
  const height = Math.max(1, Math.round(mesh.grid.height * ratio));
  const { cell, x0, y0 } = mesh.grid;
  const count = mesh.positions.length / 3;
  const x = new Float32Array(count);
  const y = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    x[i] = (x0 + mesh.positions[i * 3]! / cell) * (width / mesh.grid.width);
    y[i] = (y0 - mesh.positions[i * 3 + 1]! / cell) * (height / mesh.grid.height);
  }
  const got = coverage(x, y, mesh.indices, width, height);
  const expected = resampleMask(mask, width, height);
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < got.length; i++) {
    const want = expected[i]! >= 0.5;
    const has = got[i] === 1;
    if (want && has) intersection++;
    if (want || has) union++;
  }
  return union === 0 ? 0 : intersection / union;
}
