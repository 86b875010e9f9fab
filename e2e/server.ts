// Starts the real studio (`tsx server/main.ts`, as `npm start` does after building) on a free port
// with a throwaway DATA_DIR, for the browser journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_TEMPLATE_ENV } from './data-template';

export interface RunningStudio {
  url: string;
  /** Everything the server printed so far (links it "e-mails" without SMTP, at LOG_LEVEL=info). */
  log: () => string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // Generous: on a busy machine (parallel builds and browsers) start-up alone has taken 32 s.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The studio exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The studio did not become healthy in 90 s:\n${output()}`);
}

export async function startStudio(env: Record<string, string> = {}): Promise<RunningStudio> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  // The journeys' global setup made a migrated data folder to start from (see data-template.ts).
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  // The server in this Node with tsx's loader: no npx and tsx launcher processes in between (they
  // took about 0.65 s of each start). A process group of its own, so stopping signals the whole
  // group. --no-wasm-code-gc as npm start runs it (see docs/operations.md).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--no-wasm-code-gc', 'server/main.ts'],
    {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, log: () => log, stop };
}
