import { NavLink } from 'react-router-dom';
import { Drawer } from '../../../ui/Drawer';
import { PRODUCT_NAME, drawerLinks } from '../model';
import * as styles from './NavDrawer.css';
import { Stack } from '../../../ui/Stack';
import { bareList } from '../../../ui/list.css';

export function NavDrawer(props: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={props.open} onClose={props.onClose} title={PRODUCT_NAME} side="left">
      <nav aria-label="Studio">
        <Stack as="ul" gap="1" className={bareList}>
          {drawerLinks.map(({ label, to, icon: Icon }) => (
            <li key={label}>
              <NavLink to={to} end={to === '/'} className={styles.link} onClick={props.onClose}>
                <Icon size={20} strokeWidth={1.5} aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
