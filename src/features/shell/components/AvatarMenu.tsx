import { ImagePlus, Images, LogOut, UserRound } from 'lucide-react';
import { Avatar } from '../../../ui/Avatar';
import { Menu } from '../../../ui/Menu';
import { displayName } from '../../session/model';
import type { ShellUser } from './AppShell';
import * as styles from './AvatarMenu.css';
import { Box } from '../../../ui/Box';
import { Stack } from '../../../ui/Stack';

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
            <Stack as="span" gap="0.5" className={styles.who}>
              <Box
                as="span"
                color="text"
                fontSize="md"
                fontWeight="semibold"
                textTransform="none"
                letterSpacing="normal"
              >
                {name}
              </Box>
              {props.user.email && (
                <Box
                  as="span"
                  color="secondary"
                  fontSize="sm"
                  textTransform="none"
                  letterSpacing="normal"
                  overflow="hidden"
                  textOverflow="ellipsis"
                >
                  {props.user.email}
                </Box>
              )}
            </Stack>
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
