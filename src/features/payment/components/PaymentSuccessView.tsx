import { ArrowRight, CircleCheck, Clock } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { confirmedText, messages, type Purchase, type VerificationState } from '../model';
import { PaymentResult } from './PaymentResult';

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
  if (state.kind === 'verifying') {
    return (
      <PaymentResult
        live
        iconLabelled
        icon={<Spinner size="lg" label="Verifying" />}
        title={messages.verifying}
      >
        We are confirming your payment with the payment provider. This usually takes a few seconds;
        please keep this page open.
      </PaymentResult>
    );
  }
  if (state.kind === 'confirmed') {
    return (
      <PaymentResult
        live
        tone="success"
        icon={<CircleCheck size={32} strokeWidth={1.25} />}
        title={messages.confirmedTitle}
      >
        {confirmedText(purchase)}
      </PaymentResult>
    );
  }
  return (
    <PaymentResult
      live
      tone="warning"
      icon={<Clock size={32} strokeWidth={1.25} />}
      title={messages.timedOutTitle}
      action={
        <Button variant="primary" endIcon={<ArrowRight size={16} />} onClick={onContinue}>
          Continue to App
        </Button>
      }
    >
      We could not confirm your payment yet. If you completed the checkout, your plan and credits
      will appear in your account shortly.
    </PaymentResult>
  );
}
