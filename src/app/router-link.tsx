// The app's link component for src/ui: in-app links navigate with React Router (no page load).
import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '../ui/Link';

export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
