import { lazy, Suspense } from 'react';
import { Menu as MenuIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { ButtonLink } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Skeleton } from '../../../ui/Skeleton';
import { topBarLinks } from '../model';
import type { ShellUser } from './AppShell';
import { CreditChip } from './CreditChip';
import { Logo } from './Logo';
import * as styles from './TopBar.css';
import { Box } from '../../../ui/Box';
import { Inline } from '../../../ui/Inline';

// The account menu (Headless UI's menu, its focus and floating code) is for signed-in designers:
// a chunk of its own, so a visitor's first page does not carry it.
const AvatarMenu = lazy(() => import('./AvatarMenu').then((m) => ({ default: m.AvatarMenu })));

export function TopBar(props: {
  user: ShellUser | null;
  sessionPending: boolean;
  onLogout: () => void;
  onOpenDrawer: () => void;
}) {
  const { user } = props;
  return (
    <header className={styles.bar}>
      <Inline wrap="nowrap" gap="1" minWidth="0">
        <Box as="span" display={{ narrow: 'inline-flex', large: 'none' }}>
          <IconButton
            label="Open navigation"
            icon={<MenuIcon size={22} strokeWidth={1.5} />}
            onClick={props.onOpenDrawer}
          />
        </Box>
        <Logo />
      </Inline>
      <Box
        as="nav"
        display={{ narrow: 'none', large: 'flex' }}
        gap={{ large: '8' }}
        aria-label="Primary"
      >
        {topBarLinks.map(({ label, to }) => (
          <NavLink key={to} to={to} className={styles.link}>
            {label}
          </NavLink>
        ))}
      </Box>
      <Inline wrap="nowrap" justify="flex-end" gap="3">
        {props.sessionPending ? (
          <Skeleton shape="circle" width={32} />
        ) : user ? (
          <>
            {user.credits === null ? (
              <Skeleton shape="rect" width={96} height={26} className={styles.chipSkeleton} />
            ) : (
              <CreditChip credits={user.credits} reserved={user.reservedCredits ?? 0} />
            )}
            <Suspense fallback={<Skeleton shape="circle" width={32} />}>
              <AvatarMenu user={user} onLogout={props.onLogout} />
            </Suspense>
          </>
        ) : (
          <ButtonLink to="/login" variant="primary" size="sm">
            {/* Both labels, one shown by width: the painted HTML is right at either size. */}
            <Box as="span" display={{ narrow: 'none', large: 'inline' }}>
              Log In / Sign Up
            </Box>
            <Box as="span" display={{ narrow: 'inline', large: 'none' }}>
              Login
            </Box>
          </ButtonLink>
        )}
      </Inline>
    </header>
  );
}
