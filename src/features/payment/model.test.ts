import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentSuccessSearch } from '../../api/billing';
import type { SubscriptionTier } from '../../api/profile';
import {
  SUCCESS_SNACKBAR_MS,
  VERIFICATION_TIMING,
  initialVerification,
  confirmedText,
  isPaidTier,
  isPurchaseSettled,
  messages,
  purchaseFromSearch,
  startVerification,
  successSnackbarText,
  verificationReducer,
  type VerificationState,
} from './model';

describe('constants (spec §9, §2)', () => {
  it('checks every 1.5 s, 10 times, redirects 1.5 s after success, snackbar 4 s', () => {
    expect(VERIFICATION_TIMING).toEqual({
      intervalMs: 1500,
      maxAttempts: 10,
      redirectDelayMs: 1500,
    });
    expect(SUCCESS_SNACKBAR_MS).toBe(4000);
  });
  it('has the spec’s strings', () => {
    expect(messages).toEqual({
      verifying: 'Verifying your payment...',
      confirmedTitle: 'Payment Successful!',
      confirmedText: 'Your subscription is now active. Redirecting you...',
      timedOutTitle: 'Verification Timed Out',
    });
  });
});

describe('verificationReducer', () => {
  it('counts free or unreadable answers as attempts', () => {
    let state: VerificationState = initialVerification;
    state = verificationReducer(state, false);
    expect(state).toEqual({ kind: 'verifying', attempts: 1 });
    state = verificationReducer(state, false);
    expect(state).toEqual({ kind: 'verifying', attempts: 2 });
  });
  it('confirms once the purchase shows', () => {
    expect(verificationReducer({ kind: 'verifying', attempts: 3 }, true)).toEqual({
      kind: 'confirmed',
      attempts: 4,
    });
  });
  it('fails on the 10th unsuccessful attempt, not before', () => {
    let state: VerificationState = initialVerification;
    for (let i = 1; i <= 9; i++) {
      state = verificationReducer(state, false);
      expect(state.kind).toBe('verifying');
    }
    state = verificationReducer(state, false);
    expect(state).toEqual({ kind: 'failed', attempts: 10 });
  });
  it('confirms on the 10th attempt when the tier arrives then', () => {
    const ninth: VerificationState = { kind: 'verifying', attempts: 9 };
    expect(verificationReducer(ninth, true)).toEqual({ kind: 'confirmed', attempts: 10 });
  });
  it('keeps finished states', () => {
    expect(verificationReducer({ kind: 'failed', attempts: 10 }, true).kind).toBe('failed');
    expect(verificationReducer({ kind: 'confirmed', attempts: 2 }, false).kind).toBe('confirmed');
  });
  it('knows a paid tier', () => {
    expect(
      [null, undefined, 'free', 'start', 'pro', 'enterprise'].map((t) =>
        isPaidTier(t as SubscriptionTier),
      ),
    ).toEqual([false, false, false, true, true, true]);
  });
});

describe('a credit top-up', () => {
  const topUp = purchaseFromSearch(paymentSuccessSearch(50, 120));
  it('is read back from the return address; anything else is a plan', () => {
    expect(topUp).toEqual({ kind: 'credits', credits: 50, balanceBefore: 120 });
    for (const search of ['', '?credits=50', '?credits=abc&balance=1', '?credits=0&balance=3']) {
      expect(purchaseFromSearch(search)).toEqual({ kind: 'plan' });
    }
  });
  it('is settled once the credits are on the balance, whatever the tier', () => {
    const profile = (available_credits: number) =>
      ({ subscription_tier: 'pro', available_credits }) as const;
    expect(isPurchaseSettled(topUp, profile(120))).toBe(false);
    expect(isPurchaseSettled(topUp, profile(169))).toBe(false);
    expect(isPurchaseSettled(topUp, profile(170))).toBe(true);
    expect(isPurchaseSettled(topUp, undefined)).toBe(false);
    expect(isPurchaseSettled({ kind: 'plan' }, profile(0))).toBe(true);
  });
  it('says the credits were added; a plan keeps the spec’s text', () => {
    expect(confirmedText(topUp)).toBe('50 credits were added to your balance. Redirecting you...');
    expect(successSnackbarText(topUp)).toBe(
      'Payment confirmed. 50 credits were added to your balance.',
    );
    expect(confirmedText({ kind: 'plan' })).toBe(
      'Your subscription is now active. Redirecting you...',
    );
  });
});

describe('startVerification (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function run(answers: (boolean | Error)[]) {
    const states: VerificationState[] = [];
    let calls = 0;
    const check = vi.fn(() => {
      const answer = answers[Math.min(calls++, answers.length - 1)]!;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    });
    const onRedirect = vi.fn();
    const stop = startVerification({ check, onChange: (s) => states.push(s), onRedirect });
    return { states, check, onRedirect, stop };
  }

  it('checks first after 1.5 s, then every 1.5 s', async () => {
    const { check } = run([false]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('times out after 10 attempts and stops checking', async () => {
    const { states, check, onRedirect } = run([false]);
    await vi.advanceTimersByTimeAsync(1500 * 9);
    expect(states.at(-1)).toEqual({ kind: 'verifying', attempts: 9 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(states.at(-1)).toEqual({ kind: 'failed', attempts: 10 });
    await vi.advanceTimersByTimeAsync(1500 * 5);
    expect(check).toHaveBeenCalledTimes(10);
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('counts errors as attempts', async () => {
    const { states } = run([new Error('offline'), false]);
    await vi.advanceTimersByTimeAsync(1500 * 10);
    expect(states.map((s) => s.attempts)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(states.at(-1)?.kind).toBe('failed');
  });

  it('confirms when the tier is paid and redirects 1.5 s later', async () => {
    const { states, check, onRedirect } = run([false, false, true]);
    await vi.advanceTimersByTimeAsync(1500 * 3);
    expect(states.at(-1)).toEqual({ kind: 'confirmed', attempts: 3 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(onRedirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onRedirect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow answer before the next interval', async () => {
    let resolve: (settled: boolean) => void = () => {};
    const check = vi.fn(
      () =>
        new Promise<boolean>((done) => {
          resolve = done;
        }),
    );
    const states: VerificationState[] = [];
    startVerification({ check, onChange: (s) => states.push(s), onRedirect: () => {} });
    await vi.advanceTimersByTimeAsync(1500 + 5000);
    expect(check).toHaveBeenCalledTimes(1);
    resolve(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([{ kind: 'verifying', attempts: 1 }]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stop cancels pending checks and the redirect', async () => {
    const first = run([false]);
    await vi.advanceTimersByTimeAsync(1500);
    first.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(first.check).toHaveBeenCalledTimes(1);

    const second = run([true]);
    await vi.advanceTimersByTimeAsync(1500);
    second.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(second.onRedirect).not.toHaveBeenCalled();
  });

  it('honours custom timing', async () => {
    const states: VerificationState[] = [];
    startVerification({
      check: () => Promise.resolve(false),
      onChange: (s) => states.push(s),
      onRedirect: () => {},
      timing: { intervalMs: 10, maxAttempts: 3, redirectDelayMs: 10 },
    });
    await vi.advanceTimersByTimeAsync(30);
    expect(states.at(-1)).toEqual({ kind: 'failed', attempts: 3 });
  });
});
