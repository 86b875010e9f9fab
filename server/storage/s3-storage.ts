// Files in an S3 bucket (or an S3-compatible service), served to browsers through presigned GET
// URLs, so the bucket itself stays private.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { attachmentDisposition } from './content-disposition';
import {
  assertContentType,
  assertStorageKey,
  assertStoragePrefix,
  SignedUrlCache,
  type ListedObject,
  type SignedUrlOptions,
  type Storage,
  type StoredFile,
} from './storage';

// The most keys S3 returns per list and accepts per DeleteObjects request.
const S3_MAX_BATCH = 1000;

export interface S3StorageOptions extends S3Config {
  /** Keys per list/delete request in deletePrefix; tests lower it to exercise paging. */
  batchSize?: number;
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number;
}

export function createS3Client({ region, endpoint, forcePathStyle, credentials }: S3Config) {
  return new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials,
    // Only send and check the checksums S3 requires. The newer default streams uploads with
    // trailing checksums, which several S3-compatible services (and s3rver) store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3Storage implements Storage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #batchSize: number;
  readonly #signedUrls: SignedUrlCache;

  constructor(options: S3StorageOptions, client: S3Client = createS3Client(options)) {
    this.#client = client;
    this.#bucket = options.bucket;
    this.#batchSize = Math.min(options.batchSize ?? S3_MAX_BATCH, S3_MAX_BATCH);
    this.#signedUrls = new SignedUrlCache({ now: options.now ?? Date.now });
  }

  async put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: assertStorageKey(key),
        Body: body,
        ContentType: assertContentType(contentType),
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const response = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: assertStorageKey(key) }),
      );
      const bytes = (await response.Body?.transformToByteArray()) ?? new Uint8Array();
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: response.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      // Only a missing key is "no object"; a missing bucket is a configuration error.
      if (errorName(error) === 'NoSuchKey') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: assertStorageKey(key) }),
      );
      return true;
    } catch (error) {
      // HEAD responses have no body, so S3 can only say 404 "NotFound".
      if (errorName(error) === 'NotFound' || errorName(error) === 'NoSuchKey') return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(
      new DeleteObjectCommand({ Bucket: this.#bucket, Key: assertStorageKey(key) }),
    );
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = `${assertStoragePrefix(prefix)}/`;
    // List from the start each round: the previous round's keys are gone, so no continuation
    // token is needed, and keys added meanwhile are caught too.
    for (;;) {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: folder,
          MaxKeys: this.#batchSize,
        }),
      );
      const objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
      if (objects.length === 0) return;
      const result = await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: objects, Quiet: true },
        }),
      );
      const [failure] = result.Errors ?? [];
      if (failure) {
        throw new Error(
          `S3 could not delete ${result.Errors?.length} objects under ${folder}, e.g. ` +
            `${failure.Key}: ${failure.Code} ${failure.Message}`,
        );
      }
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = `${assertStoragePrefix(prefix)}/`;
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: folder,
          MaxKeys: this.#batchSize,
          ContinuationToken: token,
        }),
      );
      for (const { Key, LastModified } of page.Contents ?? []) {
        if (Key && LastModified) yield { key: Key, lastModified: LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    return this.#signedUrls.signedUrl(key, options, ({ signedAt, expiresAt, downloadName }) => {
      const command = new GetObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(downloadName),
      });
      // Dating the signature at the window start makes repeated calls return the same URL. With
      // temporary credentials (instance roles) S3 stops honouring it when those credentials
      // expire.
      return getSignedUrl(this.#client, command, {
        signingDate: new Date(signedAt * 1000),
        expiresIn: expiresAt - signedAt,
      });
    });
  }
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}
