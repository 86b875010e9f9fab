import { ArrowLeft, CreditCard } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import * as typography from '../../ui/typography.css';
import * as styles from './PaymentCancelledScreen.css';
import * as result from './components/payment-result.css';

/** /payment/cancelled (spec §2): the checkout was left before paying. */
export function PaymentCancelledScreen() {
  return (
    <section className={result.screen} aria-labelledby="payment-cancelled-title">
      <div className={styles.panel}>
        <span className={result.icon()} aria-hidden="true">
          <CreditCard size={32} strokeWidth={1.25} />
        </span>
        <p className={typography.eyebrow}>Checkout</p>
        <h1 id="payment-cancelled-title" className={typography.displayTitle}>
          Payment Canceled
        </h1>
        <p className={result.text}>
          Your transaction was not completed and nothing was charged. You can choose a plan again
          whenever you are ready.
        </p>
        <div className={result.action}>
          <ButtonLink to="/pricing" variant="primary" startIcon={<ArrowLeft size={16} />}>
            Back to Pricing
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
