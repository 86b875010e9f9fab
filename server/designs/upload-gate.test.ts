// The upload gate on its own: per-user 429s, the process's concurrency and pixel budget, the
// line's length and wait, and Retry-After on both refusals.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { SERVER_BUSY_CODE, TOO_MANY_UPLOADS_CODE, UploadGate } from './upload-gate';

const MP = 1_000_000;
const settings = {
  concurrency: 2,
  perUser: 2,
  pixelBudget: 60 * MP,
  queueLength: 2,
  maxWaitMs: 5000,
};

async function refusal(promise: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    return {
      status: apiError.status,
      code: apiError.code,
      retryAfter: Number(apiError.res?.headers.get('Retry-After')),
    };
  }
  throw new Error('expected a refusal');
}

describe('UploadGate', () => {
  it('refuses a third upload of one user with 429 and Retry-After, and lets them go on after', async () => {
    const gate = new UploadGate(settings);
    const first = gate.enter('ada');
    gate.enter('ada');
    expect(await refusal(() => gate.enter('ada'))).toEqual({
      status: 429,
      code: TOO_MANY_UPLOADS_CODE,
      retryAfter: expect.any(Number) as number,
    });
    gate.enter('grace'); // another designer is not held back
    first.leave();
    expect(() => gate.enter('ada')).not.toThrow();
  });

  it('keeps the pixels in flight within the budget; a larger image runs alone', async () => {
    const gate = new UploadGate(settings);
    const big = gate.enter('a');
    await big.admit(49 * MP);
    const second = gate.enter('b');
    let secondStarted = false;
    const waiting = second.admit(49 * MP).then(() => (secondStarted = true));
    await Promise.resolve();
    expect(secondStarted).toBe(false);
    expect(gate.load).toEqual({ running: 1, waiting: 1, pixelsInFlight: 49 * MP });
    big.leave();
    await waiting;
    expect(gate.load).toEqual({ running: 1, waiting: 0, pixelsInFlight: 49 * MP });
    second.leave();

    const huge = gate.enter('c');
    await huge.admit(100 * MP); // over the whole budget, alone: it runs
    expect(gate.load.running).toBe(1);
    huge.leave();
  });

  it('runs small images side by side up to the concurrency, first come first served', async () => {
    const gate = new UploadGate({ ...settings, queueLength: 5 });
    const order: string[] = [];
    const passes = ['a', 'b', 'c', 'd'].map((user) => gate.enter(user));
    const admitted = passes.map((pass, index) =>
      pass.admit(12 * MP).then(() => order.push('abcd'[index]!)),
    );
    await Promise.all(admitted.slice(0, 2));
    expect(gate.load).toEqual({ running: 2, waiting: 2, pixelsInFlight: 24 * MP });
    passes[0]!.leave();
    passes[1]!.leave();
    await Promise.all(admitted);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers 503 with Retry-After when the line is full, and when the wait is too long', async () => {
    const gate = new UploadGate({ ...settings, concurrency: 1, queueLength: 1, maxWaitMs: 50 });
    await gate.enter('a').admit(10 * MP);
    const waiting = gate.enter('b').admit(10 * MP);
    const full = await refusal(gate.enter('c').admit(10 * MP));
    expect(full).toMatchObject({ status: 503, code: SERVER_BUSY_CODE });
    expect(full.retryAfter).toBeGreaterThanOrEqual(1);
    expect(await refusal(waiting)).toMatchObject({ status: 503, code: SERVER_BUSY_CODE });
    expect(gate.load).toEqual({ running: 1, waiting: 0, pixelsInFlight: 10 * MP });
  });

  it('takes an upload out of the line when its client goes away', async () => {
    const gate = new UploadGate({ ...settings, concurrency: 1 });
    await gate.enter('a').admit(10 * MP);
    const controller = new AbortController();
    const pass = gate.enter('b');
    const waiting = pass.admit(10 * MP, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow(/went away/);
    pass.leave();
    expect(gate.load).toEqual({ running: 1, waiting: 0, pixelsInFlight: 10 * MP });
  });
});
