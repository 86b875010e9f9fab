import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readLimited } from './read-limited';

function chunks(sizes: number[]): Uint8Array[] {
  return sizes.map((size, index) => new Uint8Array(size).fill(index + 1));
}

describe('readLimited', () => {
  it('returns everything up to and including the limit', async () => {
    const bytes = await readLimited(Readable.from(chunks([400, 600])), 1000);
    expect(bytes.length).toBe(1000);
    expect(bytes[0]).toBe(1);
    expect(bytes[999]).toBe(2);
  });

  it('refuses one byte over the limit with 413', async () => {
    await expect(readLimited(Readable.from(chunks([1000, 1])), 1000)).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: expect.stringContaining('larger than'),
    });
  });

  it('stops pulling at the first chunk past the limit and cancels the stream', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readLimited(endless, 4096)).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThanOrEqual(6);
    expect(cancelled).toBe(true);
  });

  it('reads a Blob', async () => {
    const bytes = await readLimited(new Blob([new Uint8Array(10)]), 10);
    expect(bytes.length).toBe(10);
  });
});
