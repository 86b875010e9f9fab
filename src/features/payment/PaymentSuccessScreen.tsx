// /payment/success (public): where the checkout returns after paying. The payment provider tells
// the server (webhook) a moment later, so the profile is checked until its tier is no longer free
// (spec §4) or, after a credit top-up (?credits=&balance=), until the credits are on the balance:
// then the studio opens; after 10 checks the page says verification timed out.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Snackbar } from '../../ui/Snackbar';
import { profileQueryAtom, sessionAtom } from '../session/atoms';
import { verificationTimingAtom } from './atoms';
import { PaymentSuccessView } from './components/PaymentSuccessView';
import {
  AFTER_PAYMENT_PATH,
  SUCCESS_SNACKBAR_MS,
  initialVerification,
  isPurchaseSettled,
  purchaseFromSearch,
  startVerification,
  successSnackbarText,
  type VerificationState,
} from './model';

export function PaymentSuccessScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [purchase] = useState(() => purchaseFromSearch(search));
  const successMessage = successSnackbarText(purchase);
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
          if (!latest.current.session) return false;
          const result = await latest.current.profile.refetch();
          return isPurchaseSettled(purchase, result.data);
        },
        onChange: (next) => {
          setState(next);
          if (next.kind === 'confirmed') setSnackbarOpen(true);
        },
        // The shell keeps showing the success message on the next screen for its 4 s.
        onRedirect: () =>
          void latest.current.navigate(AFTER_PAYMENT_PATH, {
            replace: true,
            state: { flash: successMessage },
          }),
      }),
    [timing, purchase, successMessage],
  );

  return (
    <>
      <PaymentSuccessView
        state={state}
        purchase={purchase}
        onContinue={() => void navigate(AFTER_PAYMENT_PATH, { replace: true })}
      />
      <Snackbar
        open={snackbarOpen}
        tone="success"
        message={successMessage}
        autoHideMs={SUCCESS_SNACKBAR_MS}
        closeOnClickAway={false}
        onClose={() => setSnackbarOpen(false)}
      />
    </>
  );
}
