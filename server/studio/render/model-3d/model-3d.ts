// The 3D model kind: the piece as a textured metal solid (GLB), photographed from a three-quarter
// view for the main view and thumbnail. A ring whose finger hole is in view is built as a band
// swept around the finger axis with the rest of the design as its head (ring-mesh.ts); a ring
// without one (drawn from the top) is extruded as deep as a band is wide, and other pieces are
// plates a few millimetres thick with a rounded bevel. A drawing's stones are gems of their own,
// cut to their drawn outline and set in the metal (gem-mesh.ts). The mesh is then simplified within a
// quarter of a grid cell; fidelity is the front orthographic projection of that very mesh, the
// one exported, against the confirmed design's mask.
import type { JewelryType } from '../../../../src/api/catalogue';
import type { Cutout } from '../../extract/cutout';
import type { Canvas } from '../canvas';
import type { Metal } from '../metal';
import { writeGlb } from './glb';
import { buildMesh, frontPixels, type Mesh, type MeshOptions } from './mesh';
import { coverage } from './rasterize';
import { buildRingMesh } from './ring-mesh';
import { simplifyMesh } from './simplify-mesh';
import { buildGems, type Gem } from './gem-mesh';
import { renderStudioView, THREE_QUARTER } from './studio-render';
import { modelTexture } from './texture';
import type { Mask } from '../../imaging/mask';
import { resampleMask } from '../../imaging/resample';

/** How far (in grid cells) simplification may move the surface: well inside a mask pixel. */
const SIMPLIFY_CELLS = 0.25;

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
  /** A drawing's stones, set in the metal as gems of their own. */
  gems: Gem[];
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
    // A ring without a band (no finger hole in view) extruded by a band's width; the band-built
    // ring sets its own depths. Other pieces about 1.5 mm per 4 cm.
    thickness: ring ? 0.16 : 0.035,
    // Elsewhere a thin wire is about as deep as it is wide.
    wallPerHalfWidth: ring ? undefined : 0.6,
    // The bevel: a rounded edge about 1% of the piece wide (2% on a ring's chunkier parts).
    bevelCells: Math.max(2, (ring ? 0.02 : 0.009) * gridSide),
    bevelRise: Math.max(1, (ring ? 0.009 : 0.0045) * gridSide),
  };
}

/**
 * The piece's solid before simplification: a ring with its finger hole in view becomes a band
 * with the design as its head; a ring without one (a top view) and every other piece is the
 * silhouette extruded with a bevel.
 */
export function buildModelMesh(mask: Mask, jewelryType: string | null, gridSide: number): Mesh {
  const options = meshOptionsFor(jewelryType, gridSide);
  const ring = jewelryType === 'ring' ? buildRingMesh(mask, options) : null;
  return ring?.mesh ?? buildMesh(mask, options);
}

export async function renderModel3d({
  cutout,
  metal,
  jewelryType,
  longSide,
}: Model3dInput): Promise<Model3dOutput> {
  const gridSide = gridSideFor(cutout);
  const traced = buildModelMesh(cutout.mask, jewelryType, gridSide);
  const texture = await modelTexture(cutout, metal, Math.min(2048, longSide));
  // The faces (and a band's sides) show the piece; walls, a band's dome and inside are plain
  // polished metal.
  for (let i = 0; i < traced.uvs.length / 2; i++) {
    if (traced.plain[i]) traced.uvs[i * 2 + 1] = texture.metalV;
    else traced.uvs[i * 2 + 1] = (traced.uvs[i * 2 + 1]! * texture.pieceRows) / texture.height;
  }
  // Everything downstream (GLB, renders, fidelity) uses the simplified mesh that is exported.
  const mesh = await simplifyMesh(traced, SIMPLIFY_CELLS * traced.grid.cell);
  const gems = cutout.stones ? buildGems(cutout.stones, cutout.mask.width, mesh) : [];
  const [glb, canvas] = await Promise.all([
    writeGlb({ mesh, gems, metal, texture: texture.jpeg, factor: texture.factor, name: 'Piece' }),
    renderStudioView(mesh, texture, longSide, THREE_QUARTER, gems),
  ]);
  return { glb, canvas, fidelity: frontFidelity(mesh, cutout), mesh, gems };
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
  const { x, y } = frontPixels(mesh, width / mesh.grid.width, height / mesh.grid.height);
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
