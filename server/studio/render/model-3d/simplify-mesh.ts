// Fewer triangles for the same solid: the traced mesh has a vertex per grid sample on every
// bevel, which makes noisy photo outlines heavy. meshoptimizer's simplifier collapses edges while
// the surface stays within `maxError` metres of the original; every kept vertex keeps its own
// normal and texture coordinate, so the bevel's shading survives. The wall's own vertices are
// attribute seams, so the outline is only simplified along itself, within the same error.
// (Weighing normals in as attributes gave the same sizes at twice the time.)
import { MeshoptSimplifier } from 'meshoptimizer';
import type { Mesh } from './mesh';

export async function simplifyMesh(mesh: Mesh, maxError: number): Promise<Mesh> {
  await MeshoptSimplifier.ready;
  const count = mesh.positions.length / 3;
  const [indices] = MeshoptSimplifier.simplify(mesh.indices, mesh.positions, 3, 0, maxError, [
    'ErrorAbsolute',
  ]);
  // Renumbers the kept vertices (in place) in the order the triangles use them.
  const [remap, unique] = MeshoptSimplifier.compactMesh(indices);
  const positions = new Float32Array(unique * 3);
  const normals = new Float32Array(unique * 3);
  const uvs = new Float32Array(unique * 2);
  const plain = new Uint8Array(unique);
  for (let v = 0; v < count; v++) {
    const to = remap[v]!;
    if (to >= unique) continue; // dropped
    positions.set(mesh.positions.subarray(v * 3, v * 3 + 3), to * 3);
    normals.set(mesh.normals.subarray(v * 3, v * 3 + 3), to * 3);
    uvs.set(mesh.uvs.subarray(v * 2, v * 2 + 2), to * 2);
    plain[to] = mesh.plain[v]!;
  }
  return { ...mesh, positions, normals, uvs, indices, plain };
}
