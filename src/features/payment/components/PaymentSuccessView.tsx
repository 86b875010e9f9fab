import { ArrowRight, CircleCheck, Clock } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import * as typography from '../../../ui/typography.css';
import { confirmedText, messages, type Purchase, type VerificationState } from '../model';
import * as styles from './payment-result.css';

export interface PaymentSuccessViewProps {
  state: VerificationState;
  /** What was paid for; default a plan. */
  purchase?: Purchase;
  onContinue: () => void;
}

/** /payment/success: one calm panel that changes as the payment is verified. */
export function PaymentSuccessView({
  state,
  purchase = { kind: 'plan' },
  onContinue,
}: PaymentSuccessViewProps) {
  return (
    <section className={styles.screen} aria-labelledby="payment-success-title">
      <div className={styles.panel} aria-live="polite">
        {state.kind === 'verifying' && (
          <>
            <span className={styles.icon()}>
              <Spinner size="lg" label="Verifying" />
            </span>
            <p className={typography.eyebrow}>Checkout</p>
            <h1 id="payment-success-title" className={typography.displayTitle}>
              {messages.verifying}
            </h1>
            <p className={styles.text}>
              We are confirming your payment with the payment provider. This usually takes a few
              seconds; please keep this page open.
            </p>
          </>
        )}
        {state.kind === 'confirmed' && (
          <>
            <span className={styles.icon({ tone: 'success' })} aria-hidden="true">
              <CircleCheck size={32} strokeWidth={1.25} />
            </span>
            <p className={typography.eyebrow}>Checkout</p>
            <h1 id="payment-success-title" className={typography.displayTitle}>
              {messages.confirmedTitle}
            </h1>
            <p className={styles.text}>{confirmedText(purchase)}</p>
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <span className={styles.icon({ tone: 'warning' })} aria-hidden="true">
              <Clock size={32} strokeWidth={1.25} />
            </span>
            <p className={typography.eyebrow}>Checkout</p>
            <h1 id="payment-success-title" className={typography.displayTitle}>
              {messages.timedOutTitle}
            </h1>
            <p className={styles.text}>
              We could not confirm your payment yet. If you completed the checkout, your plan and
              credits will appear in your account shortly.
            </p>
            <div className={styles.action}>
              <Button variant="primary" endIcon={<ArrowRight size={16} />} onClick={onContinue}>
                Continue to App
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
