// In-app links without a router dependency: the design system renders every in-app link through the
// link component the app provides (as Braid's `linkComponent` does), so src/ui never imports the
// router. Without a provider, links are plain anchors (full page loads), which is still correct.
import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The in-app destination, e.g. `/craft/abc`. */
  href: string;
  /** History state handed to the destination (a router's `location.state`). */
  state?: unknown;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor; state and replace need a router, so they are dropped. */
function PlainLink({ state: _state, replace: _replace, ...anchor }: LinkComponentProps) {
  return <a {...anchor} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainLink);

/** Lets the app render in-app links with its router (src/app/providers.tsx, Storybook's harness). */
export function LinkProvider(props: { component: LinkComponent; children: ReactNode }) {
  return (
    <LinkComponentContext.Provider value={props.component}>
      {props.children}
    </LinkComponentContext.Provider>
  );
}

/** An in-app link, rendered by the provided link component. */
export function Link(props: LinkComponentProps) {
  // The component comes from context, set once by the app: a stable type, not one made per render.
  return createElement(useContext(LinkComponentContext), props);
}
