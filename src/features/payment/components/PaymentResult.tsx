import { useId, type ReactNode } from 'react';
import { Box } from '../../../ui/Box';
import { Stack } from '../../../ui/Stack';
import * as typography from '../../../ui/typography.css';
import * as styles from './payment-result.css';

/** A payment result screen: one centred panel with an icon, "Checkout", a title, a line and an action. */
export function PaymentResult(props: {
  tone?: 'accent' | 'success' | 'warning';
  icon: ReactNode;
  /** The icon speaks for itself (a labelled spinner); otherwise it is decoration. */
  iconLabelled?: boolean;
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  width?: 'wide' | 'narrow';
  /** Announce changes of the panel (the success screen changes as the payment is verified). */
  live?: boolean;
}) {
  const titleId = useId();
  return (
    <Box
      as="section"
      flex="1"
      display="flex"
      alignItems="center"
      justifyContent="center"
      paddingY="12"
      paddingX="4"
      className={styles.screen}
      aria-labelledby={titleId}
    >
      <Stack
        align="center"
        gap="4"
        width="full"
        textAlign="center"
        className={styles.panel({ width: props.width ?? 'wide' })}
        aria-live={props.live ? 'polite' : undefined}
      >
        <span
          className={styles.icon({ tone: props.tone })}
          aria-hidden={!props.iconLabelled || undefined}
        >
          {props.icon}
        </span>
        <p className={typography.eyebrow}>Checkout</p>
        <h1 id={titleId} className={typography.displayTitle}>
          {props.title}
        </h1>
        <p className={styles.text}>{props.children}</p>
        {props.action && <Box marginTop="4">{props.action}</Box>}
      </Stack>
    </Box>
  );
}
