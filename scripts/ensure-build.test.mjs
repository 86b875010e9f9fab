import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from './ensure-build.mjs';

const HOUR = 3600;
let root;

function write(path, secondsAgo) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, path);
  const time = Date.now() / 1000 - secondsAgo;
  utimesSync(full, time, time);
  return full;
}

function age(path, secondsAgo) {
  const time = Date.now() / 1000 - secondsAgo;
  utimesSync(join(root, path), time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'jewel-build-'));
  write('package.json', 3 * HOUR);
  write('index.html', 3 * HOUR);
  write('vite.config.ts', 3 * HOUR);
  write('src/app/main.tsx', 3 * HOUR);
  write('public/favicon.svg', 3 * HOUR);
  for (const folder of ['src/app', 'src', 'public']) age(folder, 3 * HOUR);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleBuildReason', () => {
  it('asks for a build when there is none', () => {
    expect(staleBuildReason(root)).toBe(`${join('dist', 'index.html')} does not exist`);
  });

  it('is satisfied by a build newer than every input', () => {
    write('dist/index.html', HOUR);
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it('names a source file changed since the build', () => {
    write('dist/index.html', HOUR);
    write('src/app/main.tsx', 60);
    expect(staleBuildReason(root)).toBe(
      `${join('src', 'app', 'main.tsx')} changed since the last build`,
    );
  });

  it('notices a deleted file through its folder', () => {
    write('dist/index.html', HOUR);
    rmSync(join(root, 'public', 'favicon.svg'));
    expect(staleBuildReason(root)).toBe('public changed since the last build');
  });

  it('notices package.json and the Vite config', () => {
    write('dist/index.html', HOUR);
    write('vite.config.ts', 60);
    expect(staleBuildReason(root)).toBe('vite.config.ts changed since the last build');
  });

  it('does not need optional inputs', () => {
    rmSync(join(root, 'public'), { recursive: true });
    write('dist/index.html', HOUR);
    expect(staleBuildReason(root)).toBeUndefined();
  });
});
