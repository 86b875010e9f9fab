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
import { tooltipPosition, type Box } from './tooltip-position';

export interface TooltipProps {
  /** A short hint; read by screen readers as the trigger's description. */
  content: ReactNode;
  /** One focusable element (a button, an icon button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /**
   * Preferred side. Default 'top'. It moves to the other side, then right or left, when there is
   * no room or when it would cover another control.
   */
  placement?: 'top' | 'bottom';
}

const HOVER_DELAY_MS = 300;

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]';

/** The boxes of the other controls on screen, which the tooltip should not hide. */
function controlsAround(trigger: Element): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (control === trigger || control.contains(trigger) || trigger.contains(control)) continue;
    const { left, top, width, height } = control.getBoundingClientRect();
    const onScreen = top < window.innerHeight && top + height > 0 && left < window.innerWidth;
    if (width > 0 && height > 0 && onScreen) boxes.push({ left, top, width, height });
  }
  return boxes;
}

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

  // Measure after render, before paint: on the preferred side of the trigger, inside the
  // viewport, clear of the controls around it (tooltip-position.ts).
  useLayoutEffect(() => {
    if (!open) return;
    const trigger = anchorRef.current?.firstElementChild;
    const tip = tipRef.current;
    if (!trigger || !tip) return;
    const { left, top, width, height } = trigger.getBoundingClientRect();
    const position = tooltipPosition({
      trigger: { left, top, width, height },
      tip: { width: tip.offsetWidth, height: tip.offsetHeight },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      controls: controlsAround(trigger),
      preferred: placement,
    });
    // Written straight to the element (React never sets its style), so there is no second render.
    tip.style.transform = `translate(${Math.round(position.left)}px, ${Math.round(position.top)}px)`;
    tip.dataset.side = position.side;
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
