// Every screen's stories have a docs page beside them (Screen.mdx) with one line per state, in the
// form "- **StoryName**: when a designer sees it". A story added without its line fails here.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = join(import.meta.dirname, 'features');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storyFiles(join(dir, entry.name))
      : entry.name.endsWith('.stories.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

const exportsOf = (source: string) =>
  [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
const documentedIn = (page: string) =>
  [...page.matchAll(/^- \*\*(\w+)\*\*: \S/gm)].map((match) => match[1]);

describe('screen docs pages', () => {
  it.each(storyFiles(FEATURES).map((file) => [file.slice(FEATURES.length + 1), file]))(
    '%s has a docs page with one line per story',
    (_name, file) => {
      const page = file.replace(/\.stories\.tsx$/, '.mdx');
      expect(existsSync(page), `${page} is missing`).toBe(true);
      const text = readFileSync(page, 'utf8');
      expect(text).toContain(`<Meta of={`);
      expect(documentedIn(text)).toEqual(exportsOf(readFileSync(file, 'utf8')));
    },
  );
});
