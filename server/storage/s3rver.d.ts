// Types for the parts of s3rver (an in-process fake S3 used by the tests) that the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    /** 0 picks a free port; `run()` says which. */
    port?: number;
    /** Folder the buckets are kept in. */
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
