import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';
import { Inline } from './Inline';
import { Stack } from './Stack';
import { sprinkles } from './theme/sprinkles.css';

describe('layout primitives', () => {
  it('turn sprinkle props into sprinkle classes and pass everything else to the element', () => {
    const html = renderToStaticMarkup(
      <Box as="section" gap="4" paddingX={{ narrow: '4', large: '8' }} aria-label="Plans" id="p">
        x
      </Box>,
    );
    const classes = sprinkles({ gap: '4', paddingX: { narrow: '4', large: '8' } });
    expect(html).toBe(`<section aria-label="Plans" id="p" class="${classes}">x</section>`);
  });

  it('Stack is a flex column, Inline a wrapping row centred across', () => {
    expect(renderToStaticMarkup(<Stack gap="3" className="own" />)).toBe(
      `<div class="${sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' })} own"></div>`,
    );
    expect(renderToStaticMarkup(<Inline gap="2" justify="space-between" />)).toBe(
      `<div class="${sprinkles({
        display: 'flex',
        flexDirection: 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
      })}"></div>`,
    );
  });
});
