import { Gem, Home, Images, LayoutGrid, Sparkles, type LucideIcon } from 'lucide-react';
import { formatCount } from '../../api/number-text';

export const PRODUCT_NAME = 'Jewel Studio';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** Centred links in the wide top bar. */
export const topBarLinks: NavItem[] = [
  { label: 'Craft', to: '/craft', icon: Sparkles },
  { label: 'Collection', to: '/collection', icon: LayoutGrid },
];

/** Bottom navigation on narrow screens. */
export const bottomNavLinks: NavItem[] = [{ label: 'Home', to: '/', icon: Home }, ...topBarLinks];

/** The side drawer on narrow screens. */
export const drawerLinks: NavItem[] = [
  { label: 'Home / Upload', to: '/', icon: Home },
  ...topBarLinks,
  { label: 'Library', to: '/library', icon: Images },
  { label: 'Pricing & Credits', to: '/pricing', icon: Gem },
];

export const formatCredits = (credits: number): string =>
  `${formatCount(credits)} ${credits === 1 ? 'credit' : 'credits'}`;

/** What the top bar needs to know about the signed-in person. */
export interface ShellUserData {
  name: string | null;
  email: string | null;
  /** Null until the profile has loaded. */
  credits: number | null;
  /** Credits held by visuals still being made (spent when they finish, back if they fail). */
  reservedCredits: number;
  avatarUrl: string | null;
}

interface SessionLike {
  user: { email?: string; user_metadata: Record<string, unknown> };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/**
 * The signed-in person for the shell: the profile once it has loaded (it is the truth for name,
 * e-mail and credits), the session's user meanwhile; the avatar comes from the sign-in provider.
 */
export function shellUser(
  session: SessionLike | null,
  profile:
    | { name: string | null; email: string; available_credits: number; locked_credits?: number }
    | undefined,
): ShellUserData | null {
  if (!session) return null;
  const meta = session.user.user_metadata;
  const avatarUrl = text(meta.avatar_url) ?? text(meta.picture);
  if (profile) {
    return {
      name: profile.name,
      email: profile.email || null,
      credits: profile.available_credits,
      reservedCredits: profile.locked_credits ?? 0,
      avatarUrl,
    };
  }
  return {
    name: text(meta.name) ?? text(meta.full_name),
    email: session.user.email ?? null,
    credits: null,
    reservedCredits: 0,
    avatarUrl,
  };
}

/** How long a flash message stays (spec §8: the payment success snackbar closes after 4 s). */
export const FLASH_MS = 4000;

/** The message in navigation state `{ flash: '...' }`, if any. */
export function flashOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const flash = (state as { flash: unknown }).flash;
  return typeof flash === 'string' && flash.trim() ? flash : null;
}
