import {
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Drawer.css';
import { IconButton } from './IconButton';

export interface DrawerProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop or the close button. */
  onClose: () => void;
  /** Shown at the top of the drawer and used as its accessible name. */
  title: ReactNode;
  /** The edge it slides in from. Default 'left'. */
  side?: 'left' | 'right';
  children?: ReactNode;
}

/** A modal side sheet (the narrow layout's navigation, filters): full height, slides in. */
export function Drawer({ open, onClose, title, side = 'left', children }: DrawerProps) {
  return (
    <HeadlessDialog open={open} onClose={() => onClose()} className={styles.root}>
      <DialogBackdrop transition className={styles.backdrop} />
      <DialogPanel transition className={styles.panel({ side })}>
        <div className={styles.header}>
          <DialogTitle className={styles.title}>{title}</DialogTitle>
          <IconButton
            label="Close"
            icon={<X strokeWidth={1.75} />}
            variant="ghost"
            size="sm"
            onClick={() => onClose()}
          />
        </div>
        <div className={styles.body}>{children}</div>
      </DialogPanel>
    </HeadlessDialog>
  );
}
