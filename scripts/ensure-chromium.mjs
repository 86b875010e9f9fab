// Finds Debian's Chromium for the browser checks, installing it with apt when we are root.
// Playwright's own browser downloads are not used: our machines can reach only package registries.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const manual = 'sudo apt-get update && sudo apt-get install -y chromium';

const found = () => [process.env.CHROMIUM_PATH, ...candidates].find((p) => p && existsSync(p));

export function ensureChromium() {
  const existing = found();
  if (existing) return existing;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(`Chromium is needed for the browser checks. Install it with:\n  ${manual}`);
  }
  console.log('Installing Debian Chromium (once per machine)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = found();
  if (!installed)
    throw new Error(`apt-get finished but Chromium is still missing. Try:\n  ${manual}`);
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
