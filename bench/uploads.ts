// npx tsx bench/uploads.ts - the upload gate under a burst, against a real server on localhost:
// BENCH_UPLOADS (default 50) uploads at once of a PNG that declares BENCH_SIDE x BENCH_SIDE
// pixels (default 7000: 49 MP, about 100 kB on the wire). It starts `server/main.ts` on a free
// port with a fresh DATA_DIR (PGlite, local files), warms it with one upload, then sends the
// burst and reports the status codes, the server's resident memory (VmRSS of its process,
// threads included) before and at its peak, and the latency of GET /healthz and GET /api/plans
// polled meanwhile. BENCH_USERS (default 1) spreads the burst over that many designers: with 1
// the gate answers 429 past two uploads; with many, the line fills and the rest get 503.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { signAccessToken } from '../server/auth/verify-token';

const uploads = Number(process.env.BENCH_UPLOADS ?? 50);
const side = Number(process.env.BENCH_SIDE ?? 7000);
const users = Number(process.env.BENCH_USERS ?? 1);

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'jewel-bench-uploads-'));
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--no-wasm-code-gc', '--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-build'),
    LOG_LEVEL: 'error',
    PUBLIC_URL: `http://localhost:${port}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

try {
  await waitFor(async () => (await fetch(`${origin}/healthz`)).ok, 120_000);
  const { jwtSecret } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  const issuer = `http://localhost:${port}/auth/v1`;
  const tokens = await Promise.all(
    Array.from({ length: Math.max(users, 1) + 1 }, (_, index) =>
      signAccessToken(jwtSecret, {
        userId: `bench-user-${index}`,
        email: `bench-${index}@example.com`,
        issuer,
      }),
    ),
  );
  const png = await largePng(side);
  console.log(
    `${uploads} uploads at once of a ${side} x ${side} PNG (${(side * side) / 1e6} MP, ` +
      `${Math.round(png.length / 1024)} kB) from ${users} designer(s); server pid ${server.pid}`,
  );

  // Warm-up: a small upload loads the analysis thread, its modules and the cut-out model; one
  // of the burst's size shows what a single large analysis leaves behind.
  const coldRss = rssOf(server.pid!);
  const small = await upload(await largePng(1000), tokens[users]!);
  const loadedRss = rssOf(server.pid!);
  const warm = await upload(png, tokens[users]!);
  const warmRss = rssOf(server.pid!);
  console.log(
    `Warm-up: 1 MP upload ${small.status} in ${small.ms} ms, RSS ${mb(coldRss)} -> ` +
      `${mb(loadedRss)} MB; ${(side * side) / 1e6} MP upload ${warm.status} in ${warm.ms} ms, ` +
      `RSS -> ${mb(warmRss)} MB`,
  );

  let peakRss = warmRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server.pid!))), 100);
  const latencies: number[] = [];
  let probing = true;
  const probes = (async () => {
    while (probing) {
      for (const path of ['/healthz', '/api/plans']) {
        const started = performance.now();
        try {
          const res = await fetch(`${origin}${path}`);
          await res.arrayBuffer();
          latencies.push(performance.now() - started);
        } catch (error) {
          console.log(`GET ${path} failed on the network: ${String(error)}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: uploads }, (_, index) => upload(png, tokens[index % users]!)),
  );
  const burstMs = performance.now() - started;
  probing = false;
  await probes;
  clearInterval(sampler);

  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const refused = answers.filter(({ status }) => status === 429 || status === 503);
  const retryAfter = refused.map(({ retryAfter }) => retryAfter);
  console.log(`Burst done in ${(burstMs / 1000).toFixed(1)} s`);
  console.log(
    `Status codes: ${[...counts].map(([status, count]) => `${status} x ${count}`).join(', ')}`,
  );
  console.log(
    `Refusals with Retry-After: ${retryAfter.filter((value) => value !== null).length} of ` +
      `${refused.length} (values ${[...new Set(retryAfter)].join(', ')} s)`,
  );
  console.log(
    `RSS: ${mb(warmRss)} MB before the burst, ${mb(peakRss)} MB at its peak ` +
      `(+${mb(peakRss - warmRss)} MB; +${mb(peakRss - coldRss)} MB from the cold server)`,
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  console.log(
    `Normal requests meanwhile (${latencies.length}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
      `max ${at(1)} ms`,
  );
  console.log(`Server still running: ${server.exitCode === null && server.signalCode === null}`);
  // 503 is the gate saying "saturated" (by design with many designers); anything else is not.
  const failed = answers.filter(
    ({ status }) => status === 0 || (status >= 500 && status !== 503),
  ).length;
  if (failed > 0) process.exitCode = 1;
} finally {
  stop();
}

async function upload(png: Buffer, token: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'ring.png', { type: 'image/png' }));
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(`${origin}/api/designs/initiate-analysis`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
  } catch (error) {
    // Counted as status 0: the connection failed (reported with its cause).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    console.log(`An upload failed on the network: ${cause?.code ?? ''} ${cause?.message ?? error}`);
    return { status: 0, retryAfter: null, ms: Math.round(performance.now() - started) };
  }
  return {
    status: res.status,
    retryAfter: res.headers.get('Retry-After'),
    ms: Math.round(performance.now() - started),
  };
}

/** A ring on a plain ground: compresses to little, decodes to `size` x `size` pixels. */
function largePng(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#f4f1ea"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${size / 5}" fill="none" stroke="#b8860b"
      stroke-width="${size / 30}"/></svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function mb(bytes: number): number {
  return Math.round(bytes / 2 ** 20);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start in time.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
