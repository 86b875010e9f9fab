import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnvFile } from './config';

describe('loadConfig', () => {
  it('has an embedded default for every setting', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      host: 'localhost',
      port: 8080,
      dataDir: resolve('data'),
      staticDir: resolve('dist'),
      logLevel: 'info',
      uploads: {
        maxBytes: 25 * 1024 * 1024,
        maxPixels: 50_000_000,
        temporaryDesignTtlHours: 24,
        gate: {
          concurrency: 2,
          perUser: 2,
          pixelBudget: 60_000_000,
          queueLength: 16,
          maxWaitMs: 120_000,
        },
      },
      worker: {
        inProcess: true,
        concurrency: 1,
        retryLimit: 2,
        retryDelaySeconds: 5,
        heartbeatSeconds: 30,
        superviseSeconds: 15,
      },
      auth: { audience: 'authenticated' },
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      localAuth: {
        emailConfirmation: false,
        accessTokenTtlSeconds: 3600,
        refreshReuseIntervalSeconds: 10,
        rateLimits: { signInPer5Min: 30, refreshPer5Min: 150 },
      },
    });
  });

  it('reads the render worker settings and keeps them within what the queue accepts', () => {
    const config = loadConfig({
      WORKER_IN_PROCESS: 'false',
      WORKER_CONCURRENCY: '2',
      WORKER_RETRY_LIMIT: '0',
      WORKER_RETRY_DELAY_SECONDS: '0',
      WORKER_HEARTBEAT_SECONDS: '10',
      WORKER_SUPERVISE_SECONDS: '1',
    });
    expect(config.worker).toEqual({
      inProcess: false,
      concurrency: 2,
      retryLimit: 0,
      retryDelaySeconds: 0,
      heartbeatSeconds: 10,
      superviseSeconds: 1,
    });
    expect(() => loadConfig({ WORKER_RETRY_LIMIT: '11' })).toThrow(/WORKER_RETRY_LIMIT/);
    // pg-boss refuses heartbeats under 10 s.
    expect(() => loadConfig({ WORKER_HEARTBEAT_SECONDS: '5' })).toThrow(/WORKER_HEARTBEAT_SECONDS/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
  });

  it('reads the upload gate settings', () => {
    const config = loadConfig({
      UPLOAD_ANALYSIS_CONCURRENCY: '1',
      UPLOAD_ANALYSIS_PER_USER: '3',
      UPLOAD_PIXELS_IN_FLIGHT_MEGAPIXELS: '100',
      UPLOAD_QUEUE_LENGTH: '0',
      UPLOAD_QUEUE_WAIT_SECONDS: '30',
    });
    expect(config.uploads.gate).toEqual({
      concurrency: 1,
      perUser: 3,
      pixelBudget: 100_000_000,
      queueLength: 0,
      maxWaitMs: 30_000,
    });
    expect(() => loadConfig({ UPLOAD_ANALYSIS_CONCURRENCY: '0' })).toThrow(
      /UPLOAD_ANALYSIS_CONCURRENCY/,
    );
    expect(() => loadConfig({ UPLOAD_QUEUE_WAIT_SECONDS: 'soon' })).toThrow(
      /UPLOAD_QUEUE_WAIT_SECONDS/,
    );
  });

  it('reads and converts the variables', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '3000',
      DATA_DIR: '/srv/jewel',
      STATIC_DIR: 'build/web',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({ nodeEnv: 'production', host: '0.0.0.0', port: 3000 });
    expect(config.dataDir).toBe(resolve('/srv/jewel'));
    expect(config.staticDir).toBe(resolve('build/web'));
    expect(config.logLevel).toBe('debug');
  });

  it('resolves DATA_DIR and STATIC_DIR to absolute paths', () => {
    const config = loadConfig({ DATA_DIR: './somewhere/../data-here', STATIC_DIR: 'out' });
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(resolve(process.cwd(), 'data-here'));
    expect(isAbsolute(config.staticDir)).toBe(true);
  });

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '  ', DATA_DIR: '' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
      dataDir: resolve('data'),
    });
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', SOMETHING_ELSE: 'x' })).not.toThrow();
  });

  it('lists every invalid variable with the reason and the value it got', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines).toContain('- PORT: expected an integer between 1 and 65535 (got "abc")');
    expect(lines).toContain('- LOG_LEVEL: expected one of debug, info, warn, error (got "loud")');
    expect(lines).toContain(
      '- NODE_ENV: expected one of development, production, test (got "staging")',
    );
    expect(lines).toHaveLength(4);
  });

  it.each(['0', '65536', '80.5', '-1', '8080abc', '1e3'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      `- PORT: expected an integer between 1 and 65535 (got "${port}")`,
    );
  });

  it('accepts the ends of the port range', () => {
    expect(loadConfig({ PORT: '1' }).port).toBe(1);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('takes a PostgreSQL DATABASE_URL, and none means the embedded database', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    for (const url of ['postgres://jewel:pw@db:5432/jewel', 'postgresql://localhost/jewel']) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it.each(['mysql://db/jewel', 'db.example.com/jewel', 'postgres'])(
    'rejects DATABASE_URL=%s without echoing it (it may hold a password)',
    (url) => {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        /^Invalid configuration:\n- DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL$/,
      );
    },
  );
});

describe('readEnvFile', () => {
  it('reads KEY=value lines and returns nothing for a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jewel-env-'));
    const file = join(dir, '.env');
    writeFileSync(file, '# local settings\nPORT=9000\nLOG_LEVEL="debug"\n');
    try {
      expect(readEnvFile(file)).toEqual({ PORT: '9000', LOG_LEVEL: 'debug' });
      expect(readEnvFile(join(dir, 'absent.env'))).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadConfig: files and sign-in', () => {
  const secret = 'x'.repeat(32);

  it('keeps files on local disk and generated secrets unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.s3).toBeUndefined();
    expect(config.filesSigningSecret).toBeUndefined();
    expect(config.auth).toEqual({ audience: 'authenticated' });
  });

  it('reads S3 settings, with path-style and a region by default for custom endpoints', () => {
    expect(loadConfig({ S3_BUCKET: 'jewel', S3_REGION: 'eu-west-3' }).s3).toEqual({
      bucket: 'jewel',
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'jewel',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }).s3,
    ).toEqual({
      bucket: 'jewel',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(
      loadConfig({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'https://r2.example',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('reads the sign-in settings', () => {
    expect(
      loadConfig({
        SUPABASE_JWKS_URL: 'https://p.supabase.co/auth/v1/.well-known/jwks.json',
        SUPABASE_JWT_AUDIENCE: 'studio',
        SUPABASE_JWT_ISSUER: 'https://p.supabase.co/auth/v1',
        FILES_SIGNING_SECRET: secret,
      }),
    ).toMatchObject({
      filesSigningSecret: secret,
      auth: {
        jwksUrl: 'https://p.supabase.co/auth/v1/.well-known/jwks.json',
        audience: 'studio',
        issuer: 'https://p.supabase.co/auth/v1',
      },
    });
    expect(loadConfig({ SUPABASE_JWT_SECRET: secret }).auth.jwtSecret).toBe(secret);
  });

  it('explains every bad combination, and never echoes a secret', () => {
    let message = '';
    try {
      loadConfig({
        S3_REGION: 'eu-west-3',
        S3_SECRET_ACCESS_KEY: 'do-not-print-me',
        SUPABASE_JWT_SECRET: 'short-do-not-print',
        SUPABASE_JWKS_URL: 'ftp://keys',
        FILES_SIGNING_SECRET: 'short',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').sort()).toEqual(
      [
        'Invalid configuration:',
        '- FILES_SIGNING_SECRET: expected at least 32 characters (e.g. the output of `openssl rand -base64 48`)',
        '- SUPABASE_JWT_SECRET: expected at least 32 characters (e.g. the output of `openssl rand -base64 48`)',
        '- SUPABASE_JWKS_URL: expected an http:// or https:// URL (got "ftp://keys")',
        '- S3_REGION: has no effect without S3_BUCKET (got "eu-west-3")',
        '- S3_SECRET_ACCESS_KEY: has no effect without S3_BUCKET',
        '- S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
        '- SUPABASE_JWKS_URL: set either SUPABASE_JWT_SECRET or SUPABASE_JWKS_URL, not both (got "ftp://keys")',
      ].sort(),
    );
  });

  it('needs the region of an AWS bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'jewel' })).toThrow(
      "- S3_REGION: required with S3_BUCKET: the bucket's AWS region, e.g. eu-west-3",
    );
  });

  it.each(['yes', 'TRUE', '2'])('rejects S3_FORCE_PATH_STYLE=%s', (value) => {
    expect(() =>
      loadConfig({ S3_BUCKET: 'b', S3_REGION: 'r', S3_FORCE_PATH_STYLE: value }),
    ).toThrow(`- S3_FORCE_PATH_STYLE: expected true or false (got "${value}")`);
  });
});

describe('loadConfig: payments', () => {
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('uses the local test checkout unless a Stripe key is set', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('reads the Stripe key, webhook secret and the price of each plan and period', () => {
    const config = loadConfig({
      ...STRIPE,
      STRIPE_PRICE_START_MONTHLY: 'price_1Start',
      STRIPE_PRICE_PRO_YEARLY: 'price_1ProY',
      STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_1Ent',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      priceIds: {
        start: { monthly: 'price_1Start' },
        pro: { yearly: 'price_1ProY' },
        enterprise: { monthly: 'price_1Ent' },
      },
    });
  });

  it('explains bad payment settings without echoing the secrets', () => {
    let message = '';
    try {
      loadConfig({
        STRIPE_SECRET_KEY: 'pk_test_publishable',
        STRIPE_PRICE_START_MONTHLY: 'prod_123',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('- STRIPE_SECRET_KEY: expected a Stripe secret key');
    expect(message).not.toContain('pk_test_publishable');
    expect(message).toContain('- STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
    expect(message).toContain('- STRIPE_PRICE_START_MONTHLY: expected a Stripe price id');
    expect(message).toContain('(got "prod_123")');
  });

  it('refuses Stripe settings without the key (they would be ignored)', () => {
    expect(() => loadConfig({ STRIPE_PRICE_PRO_MONTHLY: 'price_1' })).toThrow(
      /STRIPE_PRICE_PRO_MONTHLY: has no effect without STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: has no effect without STRIPE_SECRET_KEY/,
    );
  });
});
