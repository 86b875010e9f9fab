// How much upload work runs at once. Decoding and analysing a 49 MP image costs seconds of CPU
// and hundreds of MB, so uploads pass a gate before any of that starts:
// - per user, at most `perUser` uploads are read, wait or run at once; one more is a 429;
// - per process, at most `concurrency` analyses run, and the pixels they decode (the declared
//   width x height, read from the header) stay within `pixelBudget`; an image larger than the
//   whole budget runs alone. The others wait in line, first come first served;
// - the line holds `queueLength` uploads for at most `maxWaitMs`; past that the answer is a 503.
// Both answers carry Retry-After, estimated from how long analyses have been taking.
import { ApiError } from '../http/errors';

export interface UploadGateSettings {
  concurrency: number;
  perUser: number;
  pixelBudget: number;
  queueLength: number;
  maxWaitMs: number;
}

export const TOO_MANY_UPLOADS_CODE = 'too_many_uploads';
export const SERVER_BUSY_CODE = 'server_busy';

/** One upload's way through the gate; `leave` once it is done, whatever happened. */
export interface UploadPass {
  /** Waits for a turn to decode `pixels`; throws the 503 when the line is full or too slow. */
  admit(pixels: number, signal?: AbortSignal): Promise<void>;
  leave(): void;
}

interface Waiter {
  pixels: number;
  start(): void;
  fail(error: Error): void;
}

/** First estimate of an analysis, until some have been timed. */
const INITIAL_ANALYSIS_SECONDS = 5;
const MAX_RETRY_AFTER_SECONDS = 300;

export class UploadGate {
  readonly settings: UploadGateSettings;
  readonly #perUser = new Map<string, number>();
  readonly #line: Waiter[] = [];
  #running = 0;
  #pixelsInFlight = 0;
  #averageSeconds = INITIAL_ANALYSIS_SECONDS;

  constructor(settings: UploadGateSettings) {
    for (const [name, value] of Object.entries(settings)) {
      if (!Number.isInteger(value) || value < (name === 'queueLength' ? 0 : 1)) {
        throw new RangeError(`Upload gate setting ${name} must be a positive integer: ${value}.`);
      }
    }
    this.settings = settings;
  }

  /** What is in flight now (for logs, tests and /readyz-style probes). */
  get load() {
    return {
      running: this.#running,
      waiting: this.#line.length,
      pixelsInFlight: this.#pixelsInFlight,
    };
  }

  /** Counts the upload against its user; throws the 429 when they have too many in flight. */
  enter(userId: string): UploadPass {
    const mine = this.#perUser.get(userId) ?? 0;
    if (mine >= this.settings.perUser) {
      const count = this.settings.perUser;
      throw new ApiError(
        429,
        `You already have ${count} upload${count === 1 ? '' : 's'} being analysed. ` +
          'Please wait for them to finish, then try again.',
        TOO_MANY_UPLOADS_CODE,
        { 'Retry-After': String(this.#retryAfter(1)) },
      );
    }
    this.#perUser.set(userId, mine + 1);
    let admitted = 0;
    let left = false;
    let startedAt = 0;
    return {
      admit: async (pixels, signal) => {
        await this.#admit(pixels, signal);
        admitted = pixels;
        startedAt = performance.now();
      },
      leave: () => {
        if (left) return;
        left = true;
        const remaining = (this.#perUser.get(userId) ?? 1) - 1;
        if (remaining > 0) this.#perUser.set(userId, remaining);
        else this.#perUser.delete(userId);
        if (startedAt) {
          this.#running -= 1;
          this.#pixelsInFlight -= admitted;
          const seconds = (performance.now() - startedAt) / 1000;
          this.#averageSeconds = 0.8 * this.#averageSeconds + 0.2 * seconds;
          this.#pump();
        }
      },
    };
  }

  #admit(pixels: number, signal?: AbortSignal): Promise<void> {
    if (this.#line.length === 0 && this.#fits(pixels)) {
      this.#start(pixels);
      return Promise.resolve();
    }
    if (this.#line.length >= this.settings.queueLength) {
      return Promise.reject(this.#busy());
    }
    return new Promise<void>((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', aborted);
        const index = this.#line.indexOf(waiter);
        if (index >= 0) this.#line.splice(index, 1);
      };
      const waiter: Waiter = {
        pixels,
        start: () => {
          stop();
          this.#start(pixels);
          resolve();
        },
        fail: (error) => {
          stop();
          reject(error);
          // Whoever was behind may fit now.
          this.#pump();
        },
      };
      const timer = setTimeout(() => waiter.fail(this.#busy()), this.settings.maxWaitMs);
      const aborted = () => waiter.fail(new Error('The client went away while waiting.'));
      signal?.addEventListener('abort', aborted, { once: true });
      this.#line.push(waiter);
    });
  }

  #fits(pixels: number): boolean {
    if (this.#running === 0) return true; // larger than the whole budget: it runs alone
    return (
      this.#running < this.settings.concurrency &&
      this.#pixelsInFlight + pixels <= this.settings.pixelBudget
    );
  }

  #start(pixels: number): void {
    this.#running += 1;
    this.#pixelsInFlight += pixels;
  }

  #pump(): void {
    while (this.#line.length > 0 && this.#fits(this.#line[0]!.pixels)) {
      this.#line[0]!.start();
    }
  }

  #busy(): ApiError {
    const ahead = this.#running + this.#line.length;
    return new ApiError(
      503,
      'The studio is busy analysing other uploads right now. Please try again in a minute.',
      SERVER_BUSY_CODE,
      { 'Retry-After': String(this.#retryAfter(ahead / this.settings.concurrency)) },
    );
  }

  #retryAfter(analyses: number): number {
    const seconds = Math.ceil(this.#averageSeconds * Math.max(1, analyses));
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }
}
