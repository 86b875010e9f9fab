import { ArrowLeft, CreditCard } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { PaymentResult } from './components/PaymentResult';

/** /payment/cancelled (spec §2): the checkout was left before paying. */
export function PaymentCancelledScreen() {
  return (
    <PaymentResult
      width="narrow"
      icon={<CreditCard size={32} strokeWidth={1.25} />}
      title="Payment Canceled"
      action={
        <ButtonLink to="/pricing" variant="primary" startIcon={<ArrowLeft size={16} />}>
          Back to Pricing
        </ButtonLink>
      }
    >
      Your transaction was not completed and nothing was charged. You can choose a plan again
      whenever you are ready.
    </PaymentResult>
  );
}
