import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  authEventAtom,
  profileQueryAtom,
  sessionAtom,
  sessionLoadingAtom,
  signOutAtom,
} from '../session/atoms';
import { AppShell } from './components/AppShell';
import { FLASH_MS, flashOf, shellUser } from './model';

// Only a screen handing over a message needs it: kept out of the bundle every page loads.
const Snackbar = lazy(() =>
  import('../../ui/Snackbar').then(({ Snackbar }) => ({ default: Snackbar })),
);

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
  // A message a screen hands to the next one as it navigates away (e.g. a confirmed payment),
  // shown here so that it outlives the screen that said it.
  const location = useLocation();
  const flash = flashOf(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);

  // A reset link that came back elsewhere (a hosted project's Site URL): on to the new password,
  // once; the designer may leave that screen afterwards.
  const authEvent = useAtomValue(authEventAtom);
  const sentToReset = useRef(false);
  const recovering = authEvent === 'PASSWORD_RECOVERY' && location.pathname !== '/reset-password';
  useEffect(() => {
    if (!recovering || sentToReset.current) return;
    sentToReset.current = true;
    void navigate('/reset-password', { replace: true });
  }, [recovering, navigate]);

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
      {flash !== null && (
        <Suspense>
          <Snackbar
            open={dismissed !== location.key}
            tone="success"
            message={flash}
            autoHideMs={FLASH_MS}
            closeOnClickAway={false}
            onClose={() => setDismissed(location.key)}
          />
        </Suspense>
      )}
    </AppShell>
  );
}
