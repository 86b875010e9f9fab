import { Transition } from '@headlessui/react';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './IconButton';
import * as styles from './Snackbar.css';

export interface SnackbarProps {
  open: boolean;
  message: ReactNode;
  /** Called by the close button, the auto-hide timer and (if asked for) a click elsewhere. */
  onClose: () => void;
  /** Closes itself after this many milliseconds (restarting when open or message change). */
  autoHideMs?: number;
  /** Close when the user clicks or taps anywhere outside it. Default false. */
  closeOnClickAway?: boolean;
  /** 'error' is announced assertively (role="alert"); the others politely. Default 'neutral'. */
  tone?: 'neutral' | 'success' | 'error';
  /** An extra control beside the message, e.g. a small "Undo" button. */
  action?: ReactNode;
}

const icons = {
  neutral: <Info strokeWidth={1.75} />,
  success: <CircleCheck strokeWidth={1.75} />,
  error: <CircleExclamationPoint strokeWidth={1.75} />,
};

/** A brief message at the bottom centre of the screen. Hovering or focusing it pauses auto-hide. */
export function Snackbar({
  open,
  message,
  onClose,
  autoHideMs,
  closeOnClickAway = false,
  tone = 'neutral',
  action,
}: SnackbarProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // The timer starts afresh whenever the snackbar opens, its message changes, or a pause ends.
  useEffect(() => {
    if (!open || autoHideMs == null || paused) return;
    const timer = window.setTimeout(() => onCloseRef.current(), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [open, message, autoHideMs, paused]);

  // pointerdown, not click: the click that opened the snackbar must not also close it.
  useEffect(() => {
    if (!open || !closeOnClickAway) return;
    const onPointerDown = (event: PointerEvent) => {
      const card = cardRef.current;
      if (card && event.target instanceof Node && !card.contains(event.target)) {
        onCloseRef.current();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeOnClickAway]);

  return createPortal(
    <div
      className={styles.region}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      <Transition show={open} afterLeave={() => setPaused(false)}>
        <div
          ref={cardRef}
          className={styles.card({ tone })}
          onPointerEnter={() => setPaused(true)}
          onPointerLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
          }}
        >
          <span className={styles.icon({ tone })} aria-hidden="true">
            {icons[tone]}
          </span>
          <div className={styles.message}>{message}</div>
          <div className={styles.trailing}>
            {action}
            <IconButton
              label="Dismiss"
              icon={<X strokeWidth={1.75} />}
              variant="ghost"
              size="sm"
              onClick={() => onClose()}
            />
          </div>
        </div>
      </Transition>
    </div>,
    document.body,
  );
}
