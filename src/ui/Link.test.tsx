import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, LinkProvider, type LinkComponentProps } from './Link';

describe('Link', () => {
  it('renders a plain anchor when the app provides no link component', () => {
    const html = renderToStaticMarkup(
      <Link href="/craft" state={{ from: 'x' }} replace className="a">
        Craft
      </Link>,
    );
    expect(html).toBe('<a href="/craft" class="a">Craft</a>');
  });

  it("renders through the app's link component, handing it state and replace", () => {
    function Spy({ href, state, replace, children }: LinkComponentProps) {
      return (
        <a href={href} data-state={JSON.stringify(state)} data-replace={String(replace)}>
          {children}
        </a>
      );
    }
    const html = renderToStaticMarkup(
      <LinkProvider component={Spy}>
        <Link href="/pricing" state={{ from: '/craft' }} replace>
          Pricing
        </Link>
      </LinkProvider>,
    );
    expect(html).toBe(
      '<a href="/pricing" data-state="{&quot;from&quot;:&quot;/craft&quot;}" data-replace="true">Pricing</a>',
    );
  });
});
