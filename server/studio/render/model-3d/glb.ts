// The mesh as a binary glTF (GLB): one node, one primitive, a PBR metal material in the confirmed
// metal (baseColorFactor: the metal's, raised where the piece is brighter; metallic 1, low
// roughness) textured with the rendered piece (JPEG, embedded: WebP would need EXT_texture_webp,
// which not every viewer has). Vertex attributes are
// quantized (KHR_mesh_quantization, read natively by three.js / model-viewer): 16-bit positions
// and texture coordinates, 8-bit normals. No Draco or meshopt compression: their decoders would
// be fetched from a CDN, and the studio works offline.
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { KHRMeshQuantization } from '@gltf-transform/extensions';
import { quantize } from '@gltf-transform/functions';
import type { Metal } from '../metal';
import type { Mesh } from './mesh';

export const GLB_CONTENT_TYPE = 'model/gltf-binary';

/** Polished, but not a mirror: highlights stay readable on every viewer's default environment. */
export const METAL_ROUGHNESS = 0.28;

export interface GlbInput {
  mesh: Mesh;
  metal: Metal;
  /** JPEG bytes of the texture, and the linear factor it was divided by. */
  texture: Uint8Array;
  factor: readonly [number, number, number, number];
  name: string;
}

export async function writeGlb({
  mesh,
  metal,
  texture,
  factor,
  name,
}: GlbInput): Promise<Uint8Array> {
  const document = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  document.getRoot().getAsset().generator = 'Jewelry studio engine';
  const buffer = document.createBuffer();
  const accessor = (type: 'VEC2' | 'VEC3', array: Float32Array) =>
    document.createAccessor().setType(type).setArray(new Float32Array(array)).setBuffer(buffer);

  const vertexCount = mesh.positions.length / 3;
  const indices =
    vertexCount <= 65535 ? new Uint16Array(mesh.indices) : new Uint32Array(mesh.indices);
  const image = document
    .createTexture(`${name} texture`)
    .setImage(texture)
    .setMimeType('image/jpeg');
  const material = document
    .createMaterial(metal.name)
    .setBaseColorFactor([...factor])
    .setMetallicFactor(1)
    .setRoughnessFactor(METAL_ROUGHNESS)
    .setBaseColorTexture(image)
    .setDoubleSided(false);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', mesh.positions))
    .setAttribute('NORMAL', accessor('VEC3', mesh.normals))
    .setAttribute('TEXCOORD_0', accessor('VEC2', mesh.uvs))
    .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
    .setMaterial(material);
  const node = document.createNode(name).setMesh(document.createMesh(name).addPrimitive(primitive));
  document.createScene(name).addChild(node);
  document.getRoot().setDefaultScene(document.getRoot().listScenes()[0]!);
  await document.transform(
    quantize({ quantizePosition: 16, quantizeTexcoord: 16, quantizeNormal: 8 }),
  );
  return glbIO().writeBinary(document);
}

/** Reads and writes GLBs with the extensions the studio's files use. */
export function glbIO(): NodeIO {
  return new NodeIO().registerExtensions([KHRMeshQuantization]);
}
