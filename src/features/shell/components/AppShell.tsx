import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import * as styles from './AppShell.css';
import { Stack } from '../../../ui/Stack';

// The drawer (a Headless UI dialog) loads on first open: most visits never open it.
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

export interface ShellUser {
  name?: string | null;
  email?: string | null;
  /** Null until the profile has loaded. */
  credits: number | null;
  /** Credits held by visuals in the making; 0 when none. */
  reservedCredits?: number;
  avatarUrl?: string | null;
}

/** The layout every page sits in (spec §2 Shared layout). Presentational: data comes in props. */
export function AppShell(props: {
  user: ShellUser | null;
  /** The first session check is still running: neither the account nor Log In is shown yet. */
  sessionPending?: boolean;
  onLogout: () => void;
  year: number;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <Stack background="canvas" className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopBar
        user={props.user}
        sessionPending={props.sessionPending ?? false}
        onLogout={props.onLogout}
        onOpenDrawer={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      <Stack as="main" id="main" flex="1" className={styles.main}>
        {props.children}
      </Stack>
      <Footer year={props.year} />
      <BottomNav />
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
