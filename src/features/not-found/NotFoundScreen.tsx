import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Compass } from 'lucide-react';

export function NotFoundScreen() {
  return (
    <EmptyState
      icon={<Compass size={40} strokeWidth={1.25} aria-hidden />}
      title="Page not found"
      description="The page you were looking for does not exist or has moved."
      action={
        <ButtonLink to="/" variant="primary">
          Back to the studio
        </ButtonLink>
      }
    />
  );
}
