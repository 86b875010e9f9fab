import { Gem, Home, LayoutGrid, Sparkles, type LucideIcon } from 'lucide-react';

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
  { label: 'Pricing & Credits', to: '/pricing', icon: Gem },
];

export const formatCredits = (credits: number): string =>
  `${new Intl.NumberFormat('en-US').format(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
