import { ImagePlus, Images, LogOut, UserRound } from 'lucide-react';
import { Avatar } from '../../../ui/Avatar';
import { Menu } from '../../../ui/Menu';
import { displayName } from '../../session/model';
import type { ShellUser } from './AppShell';
import * as styles from './AvatarMenu.css';

export function AvatarMenu(props: { user: ShellUser; onLogout: () => void }) {
  const name = displayName(props.user);
  return (
    <Menu
      button={{
        label: `Account menu for ${name}`,
        content: <Avatar name={name} src={props.user.avatarUrl ?? undefined} size="sm" />,
      }}
      items={[
        {
          key: 'who',
          kind: 'header',
          content: (
            <span className={styles.who}>
              <span className={styles.name}>{name}</span>
              {props.user.email && <span className={styles.email}>{props.user.email}</span>}
            </span>
          ),
        },
        {
          key: 'visuals',
          label: 'All visuals',
          icon: <Images size={16} strokeWidth={1.75} />,
          to: '/transformations',
        },
        {
          key: 'library',
          label: 'Your library',
          icon: <ImagePlus size={16} strokeWidth={1.75} />,
          to: '/library',
        },
        {
          key: 'account',
          label: 'Account',
          icon: <UserRound size={16} strokeWidth={1.75} />,
          to: '/account',
        },
        {
          key: 'logout',
          label: 'Logout',
          icon: <LogOut size={16} strokeWidth={1.75} />,
          onSelect: props.onLogout,
        },
      ]}
    />
  );
}
