import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';
import { LoadingState } from './LoadingState';
import { PageIntro } from './PageIntro';
import { Pagination } from './Pagination';
import { SkeletonTiles } from './SkeletonTiles';

const noop = () => {};

describe('shared pieces', () => {
  it('LoadingState announces its label and shows its words only when given', () => {
    const bare = renderToStaticMarkup(<LoadingState label="Checking your session" />);
    expect(bare).toContain('role="status"');
    expect(bare).toContain('Checking your session');
    expect(bare).not.toContain('<p>');
    const worded = renderToStaticMarkup(
      <LoadingState label="Loading your design" text="Loading your design..." />,
    );
    expect(worded).toContain('<p>Loading your design...</p>');
  });

  it('Pagination is absent for one page, and disables the way past either end', () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    const buttons = (html: string) => html.split('<button').slice(1);
    expect(renderToStaticMarkup(<Pagination page={1} pageCount={1} onPage={noop} />)).toBe('');
    const first = renderToStaticMarkup(<Pagination page={1} pageCount={5} onPage={noop} />);
    expect(text(first)).toBe('PreviousPage 1 of 5Next');
    const [previous, next] = buttons(first);
    expect(previous).toContain('disabled=""');
    expect(next).not.toContain('disabled=""');
    const last = renderToStaticMarkup(<Pagination page={5} pageCount={5} onPage={noop} />);
    expect(buttons(last)[0]).not.toContain('disabled=""');
    expect(buttons(last)[1]).toContain('disabled=""');
  });

  it('Alert offers "Try again" for onRetry, and an explicit action wins over it', () => {
    const retry = renderToStaticMarkup(
      <Alert tone="error" onRetry={noop}>
        Failed
      </Alert>,
    );
    expect(retry).toContain('Try again');
    const both = renderToStaticMarkup(
      <Alert tone="error" onRetry={noop} action={<a href="/pricing">Buy</a>}>
        Failed
      </Alert>,
    );
    expect(both).toContain('Buy');
    expect(both).not.toContain('Try again');
    expect(renderToStaticMarkup(<Alert tone="info">Note</Alert>)).not.toContain('<button');
  });

  it('PageIntro opens a page with its eyebrow, one h1 and the lead in its own class', () => {
    const html = renderToStaticMarkup(
      <PageIntro eyebrow="Studio" title="Collection" lead="Every design." leadClassName="mine" />,
    );
    expect(html).toMatch(
      /^<header[^>]*><p[^>]*>Studio<\/p><h1[^>]*>Collection<\/h1><p class="mine">/,
    );
    expect(renderToStaticMarkup(<PageIntro title="Library" />)).not.toContain('<p');
  });

  it('SkeletonTiles gives one list item per tile, each with its text lines', () => {
    const html = renderToStaticMarkup(
      <ul>
        <SkeletonTiles count={3} lines={['70%', '40%']} />
      </ul>,
    );
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('width:70%');
    expect(html).toContain('margin-top:8px');
  });
});
