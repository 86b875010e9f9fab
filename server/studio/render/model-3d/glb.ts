// The mesh as a binary glTF (GLB): one node, one primitive, a PBR metal material in the confirmed
// metal (baseColorFactor: the metal's, raised where the piece is brighter; metallic 1, low
// roughness) textured with the rendered piece (JPEG, embedded: WebP would need EXT_texture_webp,
// which not every viewer has). Vertex attributes are
// quantized (KHR_mesh_quantization, read natively by three.js / model-viewer): 16-bit positions
// and texture coordinates, 8-bit normals. No Draco or meshopt compression: their decoders would
// be fetched from a CDN, and the studio works offline. A drawing's stones are primitives of their
// own in a clear, refractive gem material (transmission, index of refraction, dispersion).
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import {
  KHRMaterialsDispersion,
  KHRMaterialsIOR,
  KHRMaterialsTransmission,
  KHRMeshQuantization,
} from '@gltf-transform/extensions';
import { quantize } from '@gltf-transform/functions';
import type { Metal } from '../metal';
import type { Rgb } from '../canvas';
import type { Gem } from './gem-mesh';
import type { Mesh } from './mesh';

export const GLB_CONTENT_TYPE = 'model/gltf-binary';

/** Polished, but not a mirror: highlights stay readable on every viewer's default environment. */
export const METAL_ROUGHNESS = 0.28;

/**
 * A gem: clear and refractive, tinted by its colour. A white stone is a diamond (index 2.42,
 * Abbe number 55: dispersion 20 / 55); a coloured one a corundum-like stone (1.77, Abbe 72).
 */
const DIAMOND = { ior: 2.42, dispersion: 0.36 };
const COLOURED_STONE = { ior: 1.77, dispersion: 0.28 };
/**
 * Half the light passes through. Fully transmissive, a gem in model-viewer's plain studio shows
 * little but the metal behind it and reads as dark glass; half keeps it bright, still clear.
 */
const GEM_TRANSMISSION = 0.5;

export interface GlbInput {
  mesh: Mesh;
  /** A drawing's stones: one primitive each, in a gem material of its colour. */
  gems?: Gem[];
  metal: Metal;
  /** JPEG bytes of the texture, and the linear factor it was divided by. */
  texture: Uint8Array;
  factor: readonly [number, number, number, number];
  name: string;
}

export async function writeGlb({
  mesh,
  gems = [],
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
  const pieceMesh = document.createMesh(name).addPrimitive(primitive);
  const gemMaterials = new Map<string, ReturnType<typeof document.createMaterial>>();
  for (const gem of gems) {
    const key = gem.colour.join(',');
    let gemMaterial = gemMaterials.get(key);
    if (!gemMaterial) {
      gemMaterial = gemMaterialOf(document, gem.colour);
      gemMaterials.set(key, gemMaterial);
    }
    pieceMesh.addPrimitive(
      document
        .createPrimitive()
        .setAttribute('POSITION', accessor('VEC3', gem.positions))
        .setAttribute('NORMAL', accessor('VEC3', gem.normals))
        .setIndices(
          document
            .createAccessor()
            .setType('SCALAR')
            .setArray(new Uint16Array(gem.indices))
            .setBuffer(buffer),
        )
        .setMaterial(gemMaterial),
    );
  }
  const node = document.createNode(name).setMesh(pieceMesh);
  document.createScene(name).addChild(node);
  document.getRoot().setDefaultScene(document.getRoot().listScenes()[0]!);
  await document.transform(
    quantize({ quantizePosition: 16, quantizeTexcoord: 16, quantizeNormal: 8 }),
  );
  return glbIO().writeBinary(document);
}

function gemMaterialOf(document: Document, colour: Rgb) {
  const white = Math.min(...colour) >= 200;
  const { ior, dispersion } = white ? DIAMOND : COLOURED_STONE;
  const linear = colour.map((c) => Math.pow(c / 255, 2.2));
  return document
    .createMaterial(white ? 'Diamond' : 'Gem')
    .setBaseColorFactor([linear[0]!, linear[1]!, linear[2]!, 1])
    .setMetallicFactor(0)
    .setRoughnessFactor(0.02)
    .setExtension(
      'KHR_materials_transmission',
      document
        .createExtension(KHRMaterialsTransmission)
        .createTransmission()
        .setTransmissionFactor(GEM_TRANSMISSION),
    )
    .setExtension(
      'KHR_materials_ior',
      document.createExtension(KHRMaterialsIOR).createIOR().setIOR(ior),
    )
    .setExtension(
      'KHR_materials_dispersion',
      document.createExtension(KHRMaterialsDispersion).createDispersion().setDispersion(dispersion),
    );
}

/** Reads and writes GLBs with the extensions the studio's files use. */
export function glbIO(): NodeIO {
  return new NodeIO().registerExtensions([
    KHRMeshQuantization,
    KHRMaterialsTransmission,
    KHRMaterialsIOR,
    KHRMaterialsDispersion,
  ]);
}
