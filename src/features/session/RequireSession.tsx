import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom, sessionLoadingAtom } from './atoms';
import { SessionPending } from './components/SessionPending';
import type { ReturnState } from './model';

/**
 * Guards the signed-in routes: while the first session check runs it waits calmly; a visitor
 * without a session goes to /login, which brings them back here afterwards (state `from`).
 */
export function RequireSession() {
  const loading = useAtomValue(sessionLoadingAtom);
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (loading) return <SessionPending />;
  if (!session) {
    const state: ReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
