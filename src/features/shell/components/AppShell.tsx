import { useState, type ReactNode } from 'react';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { NavDrawer } from './NavDrawer';
import { TopBar } from './TopBar';
import * as styles from './AppShell.css';

export interface ShellUser {
  name?: string | null;
  email?: string | null;
  credits: number;
  avatarUrl?: string | null;
}

/** The layout every page sits in (spec §2 Shared layout). Presentational: data comes in props. */
export function AppShell(props: {
  user: ShellUser | null;
  onLogout: () => void;
  year: number;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopBar
        user={props.user}
        onLogout={props.onLogout}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <main id="main" className={styles.main}>
        {props.children}
      </main>
      <Footer year={props.year} />
      <BottomNav />
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
