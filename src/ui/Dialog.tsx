import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import * as styles from './Dialog.css';
import { IconButton } from './IconButton';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click outside the panel or the close button (only while dismissible). */
  onClose: () => void;
  title: ReactNode;
  /** A short line under the title; screen readers read it as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons for the footer, in reading order (the primary action last). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Fills the viewport (the mobile layout): full height, actions pinned to the bottom. */
  fullScreen?: boolean;
  /**
   * When false, Escape, a click outside and the close button do nothing: for a dialog that must
   * stay put while its request runs. Default true.
   */
  dismissible?: boolean;
  /** Shows the close (X) button in the header. Default true. */
  showClose?: boolean;
  /** The element focused on open (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations of destructive actions. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
}

const ignore = () => {};

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'md',
  fullScreen = false,
  dismissible = true,
  showClose = true,
  initialFocus,
  role = 'dialog',
}: DialogProps) {
  const close = dismissible ? onClose : ignore;
  return (
    <HeadlessDialog
      open={open}
      onClose={() => close()}
      initialFocus={initialFocus}
      role={role}
      className={styles.root}
    >
      <DialogBackdrop transition className={styles.backdrop} />
      <div className={styles.viewport({ fullScreen })}>
        <DialogPanel transition className={styles.panel({ size, fullScreen })}>
          <div
            className={[styles.header, fullScreen && styles.headerFullScreen]
              .filter(Boolean)
              .join(' ')}
          >
            <div className={styles.headings}>
              <DialogTitle className={styles.title}>{title}</DialogTitle>
              {description != null && (
                <Description className={styles.description}>{description}</Description>
              )}
            </div>
            {showClose && (
              <IconButton
                className={styles.close}
                label="Close"
                icon={<X strokeWidth={1.75} />}
                variant="ghost"
                size="sm"
                disabled={!dismissible}
                onClick={() => close()}
              />
            )}
          </div>
          {children != null && <div className={styles.body}>{children}</div>}
          {actions != null ? (
            <div
              className={[styles.actions, fullScreen && styles.actionsFullScreen]
                .filter(Boolean)
                .join(' ')}
            >
              {actions}
            </div>
          ) : (
            <div className={styles.end} />
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
