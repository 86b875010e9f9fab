// The hand, face-mesh and pose models of @vladmandic/human (MIT; the weights it ships are
// Apache-2.0: handtrack, hand landmarks, BlazeFace, face mesh, MoveNet lightning) on TensorFlow.js'
// WebAssembly backend. Weights and the .wasm files are read from node_modules: nothing is
// downloaded. Loaded once per thread; runs on the landmark thread (landmark-threads.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Detections } from './landmarks-from-detection';

const require = createRequire(import.meta.url);

/** The package's `node` export wants tfjs-node (which cannot install offline): take its wasm build. */
const humanDist = dirname(require.resolve('@vladmandic/human'));
const HUMAN_WASM_BUILD = join(humanDist, 'human.node-wasm.js');
const MODEL_DIR = join(humanDist, '..', 'models');
const WASM_DIR = dirname(
  require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
);

interface HumanLike {
  load(): Promise<void>;
  detect(input: unknown): Promise<{
    hand: { score: number; keypoints: number[][] }[];
    face: { score: number; mesh: number[][] }[];
    body: { score: number; keypoints: { part: string; position: number[]; score: number }[] }[];
    error?: string | null;
  }>;
  tf: {
    tensor4d(
      values: Int32Array,
      shape: [number, number, number, number],
      dtype: 'int32',
    ): {
      dispose(): void;
    };
  };
}

/** Only the shipped models the library needs; everything else (incl. GPL RVM) stays off. */
const CONFIG = {
  backend: 'wasm',
  debug: false,
  async: false,
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 1 },
    mesh: { enabled: true, modelPath: 'facemesh.json' },
    attention: { enabled: false },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1 },
  hand: {
    enabled: true,
    maxDetected: 2,
    landmarks: true,
    detector: { modelPath: 'handtrack.json' },
    skeleton: { modelPath: 'handlandmark-lite.json' },
  },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

let ready: Promise<HumanLike> | null = null;

/**
 * tfjs loads weights with `fetch`, which Node cannot do for file: URLs; only the model folder's
 * own files are answered from disk, every other request goes to the real fetch.
 */
function serveModelFilesToFetch(): void {
  const modelPrefix = pathToFileURL(MODEL_DIR).href + '/';
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(modelPrefix) || url.includes('..')) return realFetch(input, init);
    const body = await readFile(new URL(url));
    const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(body, { status: 200, headers: { 'content-type': type } });
  };
}

async function loadHuman(): Promise<HumanLike> {
  serveModelFilesToFetch();
  const { Human } = require(HUMAN_WASM_BUILD) as {
    Human: new (config: object) => HumanLike;
  };
  const human = new Human({
    ...CONFIG,
    modelBasePath: pathToFileURL(MODEL_DIR).href + '/',
    wasmPath: pathToFileURL(WASM_DIR).href + '/',
  });
  await human.load();
  return human;
}

/** RGB pixels (3 bytes each, row by row) of the upright photograph. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

export async function detectPeople(image: RgbPixels): Promise<Detections> {
  ready ??= loadHuman();
  const human = await ready;
  const tensor = human.tf.tensor4d(
    Int32Array.from(image.data),
    [1, image.height, image.width, 3],
    'int32',
  );
  try {
    const result = await human.detect(tensor);
    if (result.error) throw new Error(`The landmark models failed: ${result.error}`);
    return { hands: result.hand, faces: result.face, bodies: result.body };
  } finally {
    tensor.dispose();
  }
}
