// Reads an upload into memory, but never more than the limit: the moment byte max+1 arrives,
// reading stops and the request is refused with 413, so a huge upload costs nothing to refuse.
import { PayloadTooLargeError } from '../upload-errors';

export type ByteSource =
  AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | { stream(): ReadableStream<Uint8Array> };

/**
 * Collects the bytes of `source` (a web stream, a Node stream, or a Blob/File) and throws
 * PayloadTooLargeError as soon as more than `maxBytes` have arrived, cancelling the rest.
 */
export async function readLimited(
  source: ByteSource,
  maxBytes: number,
): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const iterable = 'stream' in source ? source.stream() : source;
  const iterator = (iterable as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  try {
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new PayloadTooLargeError(maxBytes);
      chunks.push(value);
    }
  } catch (error) {
    // Stop the producer: a web stream is cancelled, a Node stream destroyed.
    await iterator.return?.();
    throw error;
  }
  return Buffer.concat(chunks, total);
}
