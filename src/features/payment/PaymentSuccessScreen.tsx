// /payment/success (public): where the checkout returns after paying. The payment provider tells
// the server (webhook) a moment later, so the profile is checked until its tier is no longer free
// (spec §4): then the studio opens; after 10 checks the page says verification timed out.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Snackbar } from '../../ui/Snackbar';
import { profileQueryAtom, sessionAtom } from '../session/atoms';
import { verificationTimingAtom } from './atoms';
import { PaymentSuccessView } from './components/PaymentSuccessView';
import {
  AFTER_PAYMENT_PATH,
  SUCCESS_SNACKBAR_MS,
  initialVerification,
  startVerification,
  type VerificationState,
} from './model';

const SUCCESS_MESSAGE = 'Payment confirmed. Welcome to your new plan.';

export function PaymentSuccessScreen() {
  const navigate = useNavigate();
  const timing = useAtomValue(verificationTimingAtom);
  const session = useAtomValue(sessionAtom);
  const profile = useAtomValue(profileQueryAtom);
  const [state, setState] = useState<VerificationState>(initialVerification);
  const [snackbarOpen, setSnackbarOpen] = useState(false);

  // The checks read the latest session and profile query without restarting the timers.
  const latest = useRef({ session, profile, navigate });
  useEffect(() => {
    latest.current = { session, profile, navigate };
  });

  useEffect(
    () =>
      startVerification({
        timing,
        check: async () => {
          if (!latest.current.session) return null;
          const result = await latest.current.profile.refetch();
          return result.data?.subscription_tier ?? null;
        },
        onChange: (next) => {
          setState(next);
          if (next.kind === 'confirmed') setSnackbarOpen(true);
        },
        // The shell keeps showing the success message on the next screen for its 4 s.
        onRedirect: () =>
          void latest.current.navigate(AFTER_PAYMENT_PATH, {
            replace: true,
            state: { flash: SUCCESS_MESSAGE },
          }),
      }),
    [timing],
  );

  return (
    <>
      <PaymentSuccessView
        state={state}
        onContinue={() => void navigate(AFTER_PAYMENT_PATH, { replace: true })}
      />
      <Snackbar
        open={snackbarOpen}
        tone="success"
        message={SUCCESS_MESSAGE}
        autoHideMs={SUCCESS_SNACKBAR_MS}
        closeOnClickAway={false}
        onClose={() => setSnackbarOpen(false)}
      />
    </>
  );
}
