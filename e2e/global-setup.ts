// Once per journey run: the migrated data folder every journey's studio starts from a copy of.
// Set in the environment, which the test files' processes inherit.
import { rmSync } from 'node:fs';
import { DATA_TEMPLATE_ENV, makeDataTemplate } from './data-template';

export default async function setup(): Promise<() => void> {
  const template = await makeDataTemplate();
  process.env[DATA_TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
