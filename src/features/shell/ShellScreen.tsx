import { Outlet } from 'react-router-dom';
import { AppShell } from './components/AppShell';

/**
 * The routed layout. Nobody can sign in yet, so every visitor is anonymous; the session feature
 * will supply the signed-in user and the logout action.
 */
export function ShellScreen() {
  return (
    <AppShell user={null} onLogout={() => undefined} year={new Date().getFullYear()}>
      <Outlet />
    </AppShell>
  );
}
