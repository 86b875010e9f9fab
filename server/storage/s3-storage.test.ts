// S3Storage against s3rver, a fake S3 running in this process on a free port. s3rver does not
// check presigned signatures, so these tests prove the requests and URLs are well formed, not
// that AWS would accept the signature.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../config';
import { createS3Client, S3Storage } from './s3-storage';
import { storageContract } from './storage.contract';
import { storageKey } from './storage';

let directory: string;
let server: S3rver;
let config: S3Config;
let storage: S3Storage;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'jewel-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  config = {
    bucket: 'jewel-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  await createS3Client(config).send(new CreateBucketCommand({ Bucket: config.bucket }));
  storage = new S3Storage(config);
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3Storage: the Storage contract', () => {
  storageContract(() => ({ storage, fetchSignedUrl: (url) => fetch(url) }));
});

describe('S3Storage', () => {
  // s3rver cannot answer a truncated listing on Node 24 (its continuation tokens use DES, which
  // OpenSSL 3 no longer ships), so paging is checked against a recording fake client.
  it('deletes a prefix holding more objects than one request takes, in batches', async () => {
    const objects = new Set(['a', 'b', 'c', 'd', 'e'].map((name) => `paging/asset/${name}`));
    objects.add('paging/asset-2/a');
    const requests: string[] = [];
    const client = {
      send: async (command: unknown) => {
        if (command instanceof ListObjectsV2Command) {
          const { Prefix = '', MaxKeys = 1000 } = command.input;
          const keys = [...objects].filter((key) => key.startsWith(Prefix)).sort();
          requests.push(`list ${Prefix} max ${MaxKeys}`);
          return {
            Contents: keys.slice(0, MaxKeys).map((Key) => ({ Key })),
            IsTruncated: keys.length > MaxKeys,
          };
        }
        if (command instanceof DeleteObjectsCommand) {
          const keys = (command.input.Delete?.Objects ?? []).map(({ Key }) => Key ?? '');
          requests.push(`delete ${keys.join(' ')}`);
          for (const key of keys) objects.delete(key);
          return { Errors: [] };
        }
        throw new Error('unexpected command');
      },
    } as unknown as S3Client;

    await new S3Storage({ ...config, batchSize: 2 }, client).deletePrefix('paging/asset/');

    expect(requests).toEqual([
      'list paging/asset/ max 2',
      'delete paging/asset/a paging/asset/b',
      'list paging/asset/ max 2',
      'delete paging/asset/c paging/asset/d',
      'list paging/asset/ max 2',
      'delete paging/asset/e',
      'list paging/asset/ max 2',
    ]);
    expect([...objects]).toEqual(['paging/asset-2/a']);
  });

  it('says which objects S3 could not delete', async () => {
    const client = {
      send: async (command: unknown) =>
        command instanceof ListObjectsV2Command
          ? { Contents: [{ Key: 'p/x' }] }
          : { Errors: [{ Key: 'p/x', Code: 'AccessDenied', Message: 'Access Denied' }] },
    } as unknown as S3Client;
    await expect(new S3Storage(config, client).deletePrefix('p')).rejects.toThrow(
      'S3 could not delete 1 objects under p/, e.g. p/x: AccessDenied Access Denied',
    );
  });

  it('presigns a GET on the configured endpoint, valid for at least the time asked', async () => {
    const url = new URL(
      await storage.signedUrl(storageKey('presign', 'x.png'), {
        expiresInSeconds: 600,
        downloadName: 'Ring.png',
      }),
    );
    expect(url.origin).toBe(config.endpoint);
    expect(url.pathname).toBe('/jewel-test/presign/x.png');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="Ring.png"',
    );
    const signedAt = Date.parse(
      (url.searchParams.get('X-Amz-Date') ?? '').replace(
        /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      ),
    );
    const expiresAt = signedAt + Number(url.searchParams.get('X-Amz-Expires')) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThanOrEqual(599_000);
  });

  it('treats a missing bucket as an error, not as a missing object', async () => {
    const wrong = new S3Storage({ ...config, bucket: 'no-such-bucket' });
    await expect(wrong.get(storageKey('x'))).rejects.toThrow();
  });
});
