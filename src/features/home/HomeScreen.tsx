// `/`: the studio landing. Signed in: upload a design (checked here, analysed by the server), then
// confirm it at /designs/confirm-new. Anonymous: what the studio does and how to sign up.
// The signed-in half (its data, the API client and the contract's schemas) is a chunk of its own:
// an anonymous visitor never downloads it.
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';
import { sessionAtom, sessionLoadingAtom } from '../session/atoms';
import { AnonymousWelcome } from './components/AnonymousWelcome';

const SignedInHome = lazy(() =>
  import('./SignedInHome').then(({ SignedInHome }) => ({ default: SignedInHome })),
);

function Loading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', flex: 1, minHeight: 320 }}>
      <Spinner size="lg" label="Loading the studio" />
    </div>
  );
}

export function HomeScreen() {
  const loading = useAtomValue(sessionLoadingAtom);
  const session = useAtomValue(sessionAtom);
  if (loading) return <Loading />;
  if (!session) return <AnonymousWelcome />;
  const meta = session.user.user_metadata as { name?: unknown; full_name?: unknown } | undefined;
  const name = [meta?.name, meta?.full_name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return (
    <Suspense fallback={<Loading />}>
      <SignedInHome greetingName={name?.trim().split(/\s+/)[0] ?? null} />
    </Suspense>
  );
}
