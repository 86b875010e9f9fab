// Payment verification after checkout (spec §4, §8, §9): the profile is checked every 1.5 s, up to
// 10 times; once the tier is no longer free (a plan) or the balance has grown by the credits bought
// (a top-up) the payment is confirmed and the studio opens 1.5 s later; after 10 checks without
// that, verification has timed out.
import type { Purchase } from '../../api/billing';
import type { Profile, SubscriptionTier } from '../../api/profile';
import { formatCount } from '../../api/number-text';

export { purchaseFromSearch, type Purchase } from '../../api/billing';

export interface VerificationTiming {
  /** Between two profile checks (and before the first). */
  intervalMs: number;
  maxAttempts: number;
  /** From confirmation to the redirect. */
  redirectDelayMs: number;
}

/** Spec §9. */
export const VERIFICATION_TIMING: VerificationTiming = {
  intervalMs: 1500,
  maxAttempts: 10,
  redirectDelayMs: 1500,
};

/** Spec §9: the success snackbar stays 4 s (and does not close on a click elsewhere). */
export const SUCCESS_SNACKBAR_MS = 4000;

/** Where a confirmed payment (and Continue to App) leads. */
export const AFTER_PAYMENT_PATH = '/craft';

export const messages = {
  verifying: 'Verifying your payment...',
  confirmedTitle: 'Payment Successful!',
  confirmedText: 'Your subscription is now active. Redirecting you...',
  timedOutTitle: 'Verification Timed Out',
} as const;

/** Whether the profile shows the purchase went through. */
export function isPurchaseSettled(
  purchase: Purchase,
  profile: Pick<Profile, 'subscription_tier' | 'available_credits'> | undefined,
): boolean {
  if (!profile) return false;
  if (purchase.kind === 'plan') return isPaidTier(profile.subscription_tier);
  return profile.available_credits >= purchase.balanceBefore + purchase.credits;
}

/** The confirmed panel's text: the spec's for a plan; a top-up says what it added. */
export function confirmedText(purchase: Purchase): string {
  if (purchase.kind === 'plan') return messages.confirmedText;
  return `${creditsAdded(purchase.credits)}. Redirecting you...`;
}

/** The snackbar that follows the designer into the studio. */
export function successSnackbarText(purchase: Purchase): string {
  if (purchase.kind === 'plan') return 'Payment confirmed. Welcome to your new plan.';
  return `Payment confirmed. ${creditsAdded(purchase.credits)}.`;
}

const creditsAdded = (credits: number) =>
  credits === 1
    ? '1 credit was added to your balance'
    : `${formatCount(credits)} credits were added to your balance`;

export type VerificationState =
  | { kind: 'verifying'; attempts: number }
  | { kind: 'confirmed'; attempts: number }
  | { kind: 'failed'; attempts: number };

export const initialVerification: VerificationState = { kind: 'verifying', attempts: 0 };

/** Whether a profile's tier shows the payment went through: anything but free. */
export function isPaidTier(tier: SubscriptionTier | null | undefined): boolean {
  return tier != null && tier !== 'free';
}

/**
 * One profile check done: `settled` says whether it showed the purchase (false when it could not
 * be read). Finished states stay as they are.
 */
export function verificationReducer(
  state: VerificationState,
  settled: boolean,
  maxAttempts: number = VERIFICATION_TIMING.maxAttempts,
): VerificationState {
  if (state.kind !== 'verifying') return state;
  const attempts = state.attempts + 1;
  if (settled) return { kind: 'confirmed', attempts };
  if (attempts >= maxAttempts) return { kind: 'failed', attempts };
  return { kind: 'verifying', attempts };
}

export interface VerificationRun {
  /** Reads the profile afresh; resolves to whether it shows the purchase. */
  check: () => Promise<boolean>;
  onChange: (state: VerificationState) => void;
  /** Called once, `redirectDelayMs` after confirmation. */
  onRedirect: () => void;
  timing?: VerificationTiming;
}

/**
 * Runs the verification with timers: a check `intervalMs` after the start and `intervalMs` after
 * each unfinished check (a slow answer never overlaps the next check). Returns a stop function
 * that cancels whatever is pending.
 */
export function startVerification({
  check,
  onChange,
  onRedirect,
  timing = VERIFICATION_TIMING,
}: VerificationRun): () => void {
  let state = initialVerification;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (run: () => void, ms: number) => {
    if (!stopped) timer = setTimeout(run, ms);
  };

  const attempt = async () => {
    let settled: boolean;
    try {
      settled = await check();
    } catch {
      settled = false;
    }
    if (stopped) return;
    state = verificationReducer(state, settled, timing.maxAttempts);
    onChange(state);
    if (state.kind === 'verifying') schedule(() => void attempt(), timing.intervalMs);
    else if (state.kind === 'confirmed') schedule(onRedirect, timing.redirectDelayMs);
  };

  schedule(() => void attempt(), timing.intervalMs);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
