// Payment verification after checkout (spec §4, §8, §9): the profile is checked every 1.5 s, up to
// 10 times; once the tier is no longer free the payment is confirmed and the studio opens 1.5 s
// later; after 10 checks without that, verification has timed out.
import type { SubscriptionTier } from '../../api/profile';

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
 * One profile check done: `tier` is what the profile said, null when it could not be read.
 * Finished states stay as they are.
 */
export function verificationReducer(
  state: VerificationState,
  tier: SubscriptionTier | null,
  maxAttempts: number = VERIFICATION_TIMING.maxAttempts,
): VerificationState {
  if (state.kind !== 'verifying') return state;
  const attempts = state.attempts + 1;
  if (isPaidTier(tier)) return { kind: 'confirmed', attempts };
  if (attempts >= maxAttempts) return { kind: 'failed', attempts };
  return { kind: 'verifying', attempts };
}

export interface VerificationRun {
  /** Reads the profile afresh; resolves to its tier, or null when it could not be read. */
  check: () => Promise<SubscriptionTier | null>;
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
    let tier: SubscriptionTier | null;
    try {
      tier = await check();
    } catch {
      tier = null;
    }
    if (stopped) return;
    state = verificationReducer(state, tier, timing.maxAttempts);
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
