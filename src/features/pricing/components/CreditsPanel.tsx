import { Coins } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import {
  CREDIT_INPUT_MIN,
  CREDIT_INPUT_STEP,
  EXTRA_CREDIT_PRICE_EUR,
  creditTotalLabel,
  formatEuroCents,
} from '../model';
import * as typography from '../../../ui/typography.css';
import * as styles from './Pricing.css';
import { Box } from '../../../ui/Box';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { cardTitleType } from './type';
import { iconBadge } from '../../../ui/surface.css';

export interface CreditsPanelProps {
  quantity: number;
  /** The spec §5 validation message, or null. */
  validationError: string | null;
  /** The purchase could not start. */
  purchaseError: string | null;
  /** Free tier: the panel is shown but cannot be used. */
  disabled: boolean;
  busy: boolean;
  /** A plan request is on its way. */
  locked: boolean;
  onQuantityChange: (raw: string) => void;
  onBuy: () => void;
  /** Inside a tab whose label already names the panel. */
  headingLevel?: 2 | 3;
}

export function CreditsPanel(props: CreditsPanelProps) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Stack
      as="section"
      gap="5"
      padding={{ narrow: '6', large: '8' }}
      className={styles.creditsPanel}
      aria-labelledby="buy-credits-title"
    >
      <Inline wrap="nowrap" gap="3">
        <Box as="span" className={`${iconBadge} ${styles.panelIcon}`} aria-hidden="true">
          <Coins size={20} strokeWidth={1.5} />
        </Box>
        <Box as={Heading} id="buy-credits-title" {...cardTitleType}>
          Buy Extra Credits
        </Box>
      </Inline>
      <p className={typography.smallProse}>
        Top up your balance whenever a collection needs more visuals:{' '}
        {formatEuroCents(EXTRA_CREDIT_PRICE_EUR)} per credit, added to your balance as soon as the
        payment is through.
      </p>
      {props.disabled && (
        <Alert tone="info">
          Extra credits are available on the Start, Pro and Enterprise plans. Choose a plan to top
          up your balance.
        </Alert>
      )}
      <TextField
        label="Number of credits"
        type="number"
        inputMode="numeric"
        min={CREDIT_INPUT_MIN}
        step={CREDIT_INPUT_STEP}
        value={String(props.quantity)}
        disabled={props.disabled}
        onChange={(event) => props.onQuantityChange(event.currentTarget.value)}
        {...(props.validationError && !props.disabled
          ? { error: props.validationError }
          : { helperText: 'Whole credits, in steps of 10 with the arrows.' })}
      />
      <Inline
        wrap="nowrap"
        alignY="baseline"
        justify="space-between"
        gap="3"
        paddingY="3"
        className={styles.ruled}
      >
        <Box as="span" fontWeight="medium" className={typography.capsLabel}>
          Total
        </Box>
        <Box
          as="output"
          color="text"
          fontSize="lg"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          letterSpacing="wide"
          aria-live="polite"
        >
          {creditTotalLabel(props.quantity)}
        </Box>
      </Inline>
      {props.purchaseError && <Alert tone="error">{props.purchaseError}</Alert>}
      <Button
        variant="primary"
        fullWidth
        disabled={props.disabled || props.validationError !== null || props.locked}
        // Busy, but still enabled: the button keeps keyboard focus while the request runs.
        aria-busy={props.busy || undefined}
        aria-disabled={props.busy || undefined}
        startIcon={props.busy ? <Spinner size="sm" tone="current" /> : undefined}
        onClick={props.busy ? undefined : props.onBuy}
      >
        Buy Credits
      </Button>
    </Stack>
  );
}
