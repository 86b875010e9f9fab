import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';
import { Segmented } from './Segmented';

const VIEWS = [
  { value: 'checker', label: 'Checkerboard' },
  { value: 'mat', label: 'Dark mat' },
] as const;

describe('Segmented in a ChoiceGroup', () => {
  it('is one named radio per option, the chosen one checked, under the legend', () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup legend="Show it on" disabled>
        <Segmented name="view" options={VIEWS} value="mat" onChange={() => {}} />
      </ChoiceGroup>,
    );
    expect(html).toMatch(/^<fieldset[^>]* disabled=""/);
    expect(html).toContain('>Show it on</legend>');
    const radios = html.match(/<input[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.every((radio) => radio.includes('name="view"'))).toBe(true);
    expect(radios[0]).not.toContain('checked');
    expect(radios[1]).toContain('checked');
    expect(html.replace(/<[^>]+>/g, '')).toBe('Show it onCheckerboardDark mat');
  });

  it('checks nothing while there is no value', () => {
    const html = renderToStaticMarkup(
      <Segmented name="kind" options={VIEWS} value={undefined} onChange={() => {}} />,
    );
    expect(html).not.toContain('checked');
  });
});
