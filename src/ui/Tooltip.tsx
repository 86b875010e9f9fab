import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** A short hint; read by screen readers as the trigger's description. */
  content: ReactNode;
  /** One focusable element (a button, an icon button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Preferred side; flips when there is no room. Default 'top'. */
  placement?: 'top' | 'bottom';
}

const GAP = 8;
const EDGE = 8;
const HOVER_DELAY_MS = 300;

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A hint on hover and on keyboard focus of its trigger; Escape or blur hides it. The tooltip stays
 * in the document (hidden) so the trigger's aria-describedby always points at something.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);

  const clearTimer = () => window.clearTimeout(timer.current);
  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen(false);
  }, []);

  // Measure after render, before paint: place above (or below) the trigger, inside the viewport.
  useLayoutEffect(() => {
    if (!open) return;
    const trigger = anchorRef.current?.firstElementChild;
    const tip = tipRef.current;
    if (!trigger || !tip) return;
    const rect = trigger.getBoundingClientRect();
    const width = tip.offsetWidth;
    const height = tip.offsetHeight;
    const roomAbove = rect.top - GAP - height >= EDGE;
    const roomBelow = rect.bottom + GAP + height <= window.innerHeight - EDGE;
    const above = placement === 'top' ? roomAbove || !roomBelow : !(roomBelow || !roomAbove);
    const top = above ? rect.top - GAP - height : rect.bottom + GAP;
    const centre = rect.left + rect.width / 2 - width / 2;
    const left = Math.min(Math.max(centre, EDGE), window.innerWidth - EDGE - width);
    // Written straight to the element (React never sets its style), so there is no second render.
    tip.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  }, [open, placement, content]);

  // Escape hides it wherever focus is (a hovered trigger need not be focused); scrolling too.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [open, hide]);

  useEffect(() => clearTimer, []);

  // Keeps any description the trigger already has, and adds the tooltip's.
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  const trigger = cloneElement(children, { 'aria-describedby': describedBy });

  return (
    <>
      <span
        ref={anchorRef}
        className={styles.anchor}
        onPointerEnter={(event) => {
          // A tap is not a hover: touch users get the trigger's action, not a lingering hint.
          if (event.pointerType === 'touch') return;
          clearTimer();
          timer.current = window.setTimeout(show, HOVER_DELAY_MS);
        }}
        onPointerLeave={hide}
        onFocus={(event) => {
          if (focusVisible(event.target)) show();
        }}
        onBlur={hide}
        onKeyDown={(event) => {
          // The first Escape only closes the tooltip, not the dialog or menu around it.
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        {trigger}
      </span>
      {createPortal(
        <div ref={tipRef} id={id} role="tooltip" hidden={!open} className={styles.tooltip}>
          {content}
        </div>,
        document.body,
      )}
    </>
  );
}
