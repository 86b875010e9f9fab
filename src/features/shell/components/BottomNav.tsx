import { NavLink } from 'react-router-dom';
import { bottomNavLinks } from '../model';
import * as styles from './BottomNav.css';

/** Narrow screens only: the three places a designer moves between most. */
export function BottomNav() {
  return (
    <nav className={styles.bar} aria-label="Main">
      {bottomNavLinks.map(({ label, to, icon: Icon }) => (
        <NavLink key={to} to={to} end={to === '/'} className={styles.link}>
          <Icon size={22} strokeWidth={1.5} aria-hidden />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
