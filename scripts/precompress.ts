// Build step: writes a brotli (.br, best quality) and a gzip (.gz) copy beside every text file of
// the built app, once, so the server sends compressed files without compressing per request
// (server/http/static-app.ts picks the copy the browser accepts). Run by vite.config.ts after
// the bundle is written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE_FILE } from '../server/http/compression';

/** Below this a file is sent as it is: the compressed copy would save next to nothing. */
export const PRECOMPRESS_MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Dot-folders (.vite/manifest.json) are build bookkeeping the server never sends.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* textFiles(path);
    // Source maps are fetched only by developer tools: not worth the build time.
    else if (entry.isFile() && COMPRESSIBLE_FILE.test(entry.name) && !entry.name.endsWith('.map'))
      yield path;
  }
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Compresses every text file under `dir` (at least PRECOMPRESS_MIN_BYTES) into .br and .gz. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const file of textFiles(dir)) {
    work.push(
      (async () => {
        const bytes = await readFile(file);
        if (bytes.byteLength < PRECOMPRESS_MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        result.files += 1;
        result.bytes += bytes.byteLength;
        result.brotliBytes += br.byteLength;
        result.gzipBytes += gz.byteLength;
      })(),
    );
  }
  await Promise.all(work);
  return result;
}

/** The Vite plugin: precompresses the output folder once the bundle is on disk. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'jewel-precompress',
    // The client build only: the server-side render of scripts/prerender.ts is never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotliBytes } = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      console.log(`Precompressed ${files} files: ${kb(bytes)} → ${kb(brotliBytes)} with brotli.`);
    },
  };
}
