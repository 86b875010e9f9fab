import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import { profileQueryAtom, sessionAtom, sessionLoadingAtom, signOutAtom } from '../session/atoms';
import { AppShell } from './components/AppShell';
import { shellUser } from './model';

/**
 * The routed layout: the signed-in person (session + profile) in the top bar, Logout signs out
 * and goes to /login. `children` stands in for the route outlet (stories).
 */
export function ShellScreen(props: {
  children?: ReactNode;
  /** The footer's year; stories fix it so screenshots do not change on New Year's Day. */
  year?: number;
}) {
  const session = useAtomValue(sessionAtom);
  const sessionPending = useAtomValue(sessionLoadingAtom);
  const profile = useAtomValue(profileQueryAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();

  const logout = async () => {
    await signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <AppShell
      user={shellUser(session, profile.data)}
      sessionPending={sessionPending}
      onLogout={() => void logout()}
      year={props.year ?? new Date().getFullYear()}
    >
      {props.children ?? <Outlet />}
    </AppShell>
  );
}
