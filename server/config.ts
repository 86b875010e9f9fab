// The one place the environment is read. Every setting has an embedded default, so `npm start`
// works on a fresh machine; production overrides them through environment variables (see
// .env.example). To add a variable: one entry in `envSchema`, one line in `toConfig`, one block
// in .env.example.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { PAID_TIERS, type PriceIds } from '../src/api/plans';
import { LOG_LEVELS, type LogLevel } from './logger';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  /** Interface the HTTP server binds to. */
  host: string;
  port: number;
  /** Absolute. Everything the server writes (database, files) lives under it. */
  dataDir: string;
  /** Absolute. The built browser app (`npm run build` writes it). */
  staticDir: string;
  logLevel: LogLevel;
  /** Upload limits and how long an analysed upload waits for the designer to confirm it. */
  uploads: {
    maxBytes: number;
    maxPixels: number;
    temporaryDesignTtlHours: number;
    /** How much upload work runs at once (server/designs/upload-gate.ts). */
    gate: UploadGateConfig;
  };
  /** The render worker: inside the server process unless `npm run worker` runs it apart. */
  worker: {
    inProcess: boolean;
    concurrency: number;
    retryLimit: number;
    /** Seconds before the first retry of a failed attempt (doubling after). */
    retryDelaySeconds: number;
    /** A job whose worker sends no heartbeat for this long (it died) is retried elsewhere. */
    heartbeatSeconds: number;
    /** How often each queue instance looks for jobs whose worker died. */
    superviseSeconds: number;
  };
  /** PostgreSQL connection URL; undefined means the embedded PGlite under `${dataDir}/db`. */
  databaseUrl?: string;
  /** Signs the `/files` URLs; undefined means a generated one kept in `${dataDir}/secrets.json`. */
  filesSigningSecret?: string;
  /** S3 file storage; undefined means files on local disk under `${dataDir}/files`. */
  s3?: S3Config;
  /** How access tokens (Supabase JWTs) are verified. */
  auth: AuthConfig;
  /** Where browsers reach the studio (an origin, no trailing slash): links and OAuth redirects. */
  publicUrl: string;
  /** Behind a reverse proxy: the client address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** A hosted Supabase project; undefined means the built-in sign-in service at /auth/v1. */
  supabase?: SupabaseProjectConfig;
  /** The built-in sign-in service (unused with a hosted project). */
  localAuth: LocalAuthConfig;
  /** Card payments through Stripe; undefined means the local test checkout at /checkout. */
  stripe?: StripeConfig;
}

export interface UploadGateConfig {
  /** Upload decodes and analyses running at once in this process (one thread each). */
  concurrency: number;
  /** Uploads one user may have in flight; one more is a 429. */
  perUser: number;
  /** Pixels (declared width x height) decoded at once; a larger image runs alone. */
  pixelBudget: number;
  /** Uploads waiting for their turn; one more is a 503. */
  queueLength: number;
  /** Longest wait for a turn before a 503. */
  maxWaitMs: number;
}

export interface StripeConfig {
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_...`) that points at /api/webhooks/stripe. */
  webhookSecret: string;
  /** Stripe price ids per plan and period; a missing one means that plan is not sold. */
  priceIds: PriceIds;
}

export interface SupabaseProjectConfig {
  /** e.g. https://<project>.supabase.co; the browser signs in there. */
  url: string;
  /** The project's public anon (publishable) key, handed to the browser. */
  anonKey: string;
}

export interface LocalAuthConfig {
  /** New accounts must open a confirmation link before they can sign in with a password. */
  emailConfirmation: boolean;
  accessTokenTtlSeconds: number;
  /** A rotated refresh token still works this long (concurrent tabs); later reuse revokes all. */
  refreshReuseIntervalSeconds: number;
  /** Per client address and server process (token buckets refilling over 5 minutes). */
  rateLimits: { signInPer5Min: number; refreshPer5Min: number };
  /** Sign-in with Google; undefined means not offered. */
  google?: GoogleOAuthConfig;
  /** Where the service's e-mails go out; undefined means their links are written to the log. */
  smtp?: SmtpConfig;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Undefined for a relay that needs no sign-in. */
  auth?: { user: string; pass: string };
  /** The From header, e.g. `Jewel Studio <studio@example.com>`. */
  from: string;
}

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** Google's endpoints; replaceable so tests can run a fake provider. */
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2...); undefined means AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Undefined means the standard AWS provider chain (AWS_* variables, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface AuthConfig {
  /** HS256 secret of a Supabase project; undefined means the local one in secrets.json. */
  jwtSecret?: string;
  /** A Supabase project's JWKS (RS256/ES256 keys); when set, HS256 tokens are refused. */
  jwksUrl?: string;
  audience: string;
  /** Required `iss` claim; undefined means any issuer. */
  issuer?: string;
}

/** Thrown for bad settings; its message lists every invalid variable and is meant for people. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Values never echoed back in error messages (add JWT secrets, API keys... here). */
const SECRET_VARIABLES = new Set<string>([
  'DATABASE_URL',
  'FILES_SIGNING_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'SUPABASE_JWT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_PASS',
]);

/** STRIPE_PRICE_START_MONTHLY ... STRIPE_PRICE_ENTERPRISE_YEARLY. */
export const STRIPE_PRICE_VARIABLES = PAID_TIERS.flatMap((tier) =>
  (['monthly', 'yearly'] as const).map((period) => ({
    name: `STRIPE_PRICE_${tier.toUpperCase()}_${period.toUpperCase()}`,
    tier,
    period,
  })),
);

const stripePriceId = z
  .string()
  .regex(
    /^price_[A-Za-z0-9_]+$/,
    'expected a Stripe price id (price_...), not a product id or lookup key',
  );
const stripePriceVariables = Object.fromEntries(
  STRIPE_PRICE_VARIABLES.map(({ name }) => [name, stripePriceId.optional()]),
) as Record<string, z.ZodOptional<typeof stripePriceId>>;

const integerBetween = (min: number, max: number) => {
  const message = `expected an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
};

// Checked here rather than at the first query, so a typo fails at start with the variable's name.
const postgresUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
    'expected a postgres:// or postgresql:// URL',
  );

// HMAC keys shorter than the hash output (32 bytes for SHA-256) are easier to brute-force.
const signingSecret = z
  .string()
  .min(32, 'expected at least 32 characters (e.g. the output of `openssl rand -base64 48`)');

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' });

// The studio is served from the root of its origin; links are built by appending paths.
function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.join(', ')}` });

const envSchema = z.object({
  NODE_ENV: oneOf(NODE_ENVS).default('development'),
  HOST: z.string().default('localhost'),
  PORT: integerBetween(1, 65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  UPLOAD_MAX_MB: integerBetween(1, 500).default(25),
  UPLOAD_MAX_MEGAPIXELS: integerBetween(1, 500).default(50),
  TEMPORARY_DESIGN_TTL_HOURS: integerBetween(1, 24 * 30).default(24),
  UPLOAD_ANALYSIS_CONCURRENCY: integerBetween(1, 64).default(2),
  UPLOAD_ANALYSIS_PER_USER: integerBetween(1, 100).default(2),
  UPLOAD_PIXELS_IN_FLIGHT_MEGAPIXELS: integerBetween(1, 5000).default(60),
  UPLOAD_QUEUE_LENGTH: integerBetween(0, 10_000).default(16),
  UPLOAD_QUEUE_WAIT_SECONDS: integerBetween(1, 3600).default(120),
  WORKER_IN_PROCESS: booleanFlag.optional(),
  // Rendering is CPU-bound: one job per core is the most that helps.
  WORKER_CONCURRENCY: integerBetween(1, 64).default(1),
  // The queue allows one more delivery than this (server/jobs/queue.ts): the delivery after the
  // last attempt fails a visual whose attempts all crashed.
  WORKER_RETRY_LIMIT: integerBetween(0, 10).default(2),
  WORKER_RETRY_DELAY_SECONDS: integerBetween(0, 3600).default(5),
  // pg-boss accepts 10 s or more.
  WORKER_HEARTBEAT_SECONDS: integerBetween(10, 3600).default(30),
  WORKER_SUPERVISE_SECONDS: integerBetween(1, 3600).default(15),
  DATABASE_URL: postgresUrl.optional(),
  FILES_SIGNING_SECRET: signingSecret.optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SUPABASE_JWT_SECRET: signingSecret.optional(),
  SUPABASE_JWKS_URL: httpUrl.optional(),
  SUPABASE_JWT_AUDIENCE: z.string().default('authenticated'),
  SUPABASE_JWT_ISSUER: z.string().optional(),
  SUPABASE_URL: httpUrl.optional(),
  SUPABASE_ANON_KEY: z.string().optional(),
  PUBLIC_URL: httpUrl
    .refine(isBareOrigin, 'expected an origin without a path, e.g. https://studio.example.com')
    .optional(),
  TRUST_PROXY: booleanFlag.optional(),
  AUTH_EMAIL_CONFIRMATION: booleanFlag.optional(),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: integerBetween(300, 86_400).default(3600),
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: integerBetween(0, 3600).default(10),
  AUTH_RATE_LIMIT_SIGNIN_PER_5MIN: integerBetween(1, 1_000_000).default(30),
  AUTH_RATE_LIMIT_REFRESH_PER_5MIN: integerBetween(1, 1_000_000).default(150),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: integerBetween(1, 65_535).default(587),
  SMTP_SECURE: booleanFlag.optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl.default('https://openidconnect.googleapis.com/v1/userinfo'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'expected a Stripe secret key (sk_test_..., sk_live_... or rk_...)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'expected a webhook signing secret (whsec_...)')
    .optional(),
  ...stripePriceVariables,
});

// Also runs when a single variable failed, so one message lists every problem.
const checkedEnvSchema = envSchema.superRefine(checkCombinations, { when: () => true });

// Settings that only make sense together; reported like any other bad variable.
function checkCombinations(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const problem = (name: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message });
  const s3Names = ['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID'];
  if (env.S3_BUCKET === undefined) {
    for (const name of [...s3Names, 'S3_SECRET_ACCESS_KEY']) {
      if (env[name] !== undefined) problem(name, 'has no effect without S3_BUCKET');
    }
  } else if (env.S3_REGION === undefined && env.S3_ENDPOINT === undefined) {
    problem('S3_REGION', "required with S3_BUCKET: the bucket's AWS region, e.g. eu-west-3");
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing =
      env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    problem(missing, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (env.SUPABASE_JWT_SECRET !== undefined && env.SUPABASE_JWKS_URL !== undefined) {
    problem('SUPABASE_JWKS_URL', 'set either SUPABASE_JWT_SECRET or SUPABASE_JWKS_URL, not both');
  }
  if ((env.SUPABASE_URL === undefined) !== (env.SUPABASE_ANON_KEY === undefined)) {
    const missing = env.SUPABASE_URL === undefined ? 'SUPABASE_URL' : 'SUPABASE_ANON_KEY';
    problem(missing, 'SUPABASE_URL and SUPABASE_ANON_KEY go together');
  }
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    const missing =
      env.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
    problem(missing, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  }
  if (env.SMTP_HOST === undefined) {
    for (const name of ['SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM']) {
      if (env[name] !== undefined) problem(name, 'has no effect without SMTP_HOST');
    }
  } else if (env.SMTP_FROM === undefined) {
    problem('SMTP_FROM', 'required with SMTP_HOST: the sender, e.g. Studio <studio@example.com>');
  }
  if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined)) {
    problem(
      env.SMTP_USER === undefined ? 'SMTP_USER' : 'SMTP_PASS',
      'SMTP_USER and SMTP_PASS go together',
    );
  }
  if (env.STRIPE_SECRET_KEY === undefined) {
    // The local checkout has its own prices and secret: Stripe settings alone are a mistake.
    for (const name of ['STRIPE_WEBHOOK_SECRET', ...STRIPE_PRICE_VARIABLES.map((v) => v.name)]) {
      if (env[name] !== undefined) problem(name, 'has no effect without STRIPE_SECRET_KEY');
    }
  } else if (env.STRIPE_WEBHOOK_SECRET === undefined) {
    problem(
      'STRIPE_WEBHOOK_SECRET',
      'required with STRIPE_SECRET_KEY: the signing secret of the webhook endpoint',
    );
  }
  if (env.SUPABASE_URL !== undefined) {
    // A hosted project has its own settings for these (in the Supabase dashboard).
    for (const name of [
      'AUTH_EMAIL_CONFIRMATION',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'SMTP_HOST',
    ]) {
      if (env[name] !== undefined) problem(name, 'has no effect with SUPABASE_URL');
    }
  }
}

type Env = z.infer<typeof envSchema>;

function toConfig(env: Env): Config {
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    staticDir: resolve(env.STATIC_DIR),
    logLevel: env.LOG_LEVEL,
    uploads: {
      maxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
      maxPixels: env.UPLOAD_MAX_MEGAPIXELS * 1_000_000,
      temporaryDesignTtlHours: env.TEMPORARY_DESIGN_TTL_HOURS,
      gate: {
        concurrency: env.UPLOAD_ANALYSIS_CONCURRENCY,
        perUser: env.UPLOAD_ANALYSIS_PER_USER,
        pixelBudget: env.UPLOAD_PIXELS_IN_FLIGHT_MEGAPIXELS * 1_000_000,
        queueLength: env.UPLOAD_QUEUE_LENGTH,
        maxWaitMs: env.UPLOAD_QUEUE_WAIT_SECONDS * 1000,
      },
    },
    worker: {
      inProcess: env.WORKER_IN_PROCESS ?? true,
      concurrency: env.WORKER_CONCURRENCY,
      retryLimit: env.WORKER_RETRY_LIMIT,
      retryDelaySeconds: env.WORKER_RETRY_DELAY_SECONDS,
      heartbeatSeconds: env.WORKER_HEARTBEAT_SECONDS,
      superviseSeconds: env.WORKER_SUPERVISE_SECONDS,
    },
    databaseUrl: env.DATABASE_URL,
    filesSigningSecret: env.FILES_SIGNING_SECRET,
    s3: toS3Config(env),
    auth: {
      jwtSecret: env.SUPABASE_JWT_SECRET,
      jwksUrl: env.SUPABASE_JWKS_URL ?? defaultJwksUrl(env),
      audience: env.SUPABASE_JWT_AUDIENCE,
      issuer: env.SUPABASE_JWT_ISSUER,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY ?? false,
    supabase:
      env.SUPABASE_URL !== undefined && env.SUPABASE_ANON_KEY !== undefined
        ? { url: env.SUPABASE_URL.replace(/\/$/, ''), anonKey: env.SUPABASE_ANON_KEY }
        : undefined,
    localAuth: toLocalAuthConfig(env),
    stripe: toStripeConfig(env),
  };
}

function toStripeConfig(env: Env): StripeConfig | undefined {
  if (env.STRIPE_SECRET_KEY === undefined || env.STRIPE_WEBHOOK_SECRET === undefined) {
    return undefined;
  }
  const priceIds: PriceIds = {};
  for (const { name, tier, period } of STRIPE_PRICE_VARIABLES) {
    const value = (env as Record<string, unknown>)[name];
    if (typeof value === 'string') priceIds[tier] = { ...priceIds[tier], [period]: value };
  }
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceIds };
}

// A hosted project without SUPABASE_JWT_SECRET signs with asymmetric keys, published here.
function defaultJwksUrl(env: Env): string | undefined {
  if (env.SUPABASE_URL === undefined || env.SUPABASE_JWT_SECRET !== undefined) return undefined;
  return `${env.SUPABASE_URL.replace(/\/$/, '')}/auth/v1/.well-known/jwks.json`;
}

function toLocalAuthConfig(env: Env): LocalAuthConfig {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  return {
    emailConfirmation: env.AUTH_EMAIL_CONFIRMATION ?? false,
    accessTokenTtlSeconds: env.AUTH_ACCESS_TOKEN_TTL_SECONDS,
    refreshReuseIntervalSeconds: env.AUTH_REFRESH_REUSE_INTERVAL_SECONDS,
    rateLimits: {
      signInPer5Min: env.AUTH_RATE_LIMIT_SIGNIN_PER_5MIN,
      refreshPer5Min: env.AUTH_RATE_LIMIT_REFRESH_PER_5MIN,
    },
    google:
      clientId !== undefined && clientSecret !== undefined
        ? {
            clientId,
            clientSecret,
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            userinfoUrl: env.GOOGLE_USERINFO_URL,
          }
        : undefined,
    smtp: toSmtpConfig(env),
  };
}

function toSmtpConfig(env: Env): SmtpConfig | undefined {
  if (env.SMTP_HOST === undefined || env.SMTP_FROM === undefined) return undefined;
  const { SMTP_USER: user, SMTP_PASS: pass } = env;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
    ...(user !== undefined && pass !== undefined ? { auth: { user, pass } } : {}),
    from: env.SMTP_FROM,
  };
}

function toS3Config(env: Env): S3Config | undefined {
  if (env.S3_BUCKET === undefined) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    // S3-compatible services mostly ignore the region but the signature needs one.
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    // MinIO and most self-hosted services only route path-style requests (host/bucket/key).
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
  };
}

/** Parses the environment into a typed Config; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = withoutBlankValues(env);
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '(environment)');
      const raw = present[name];
      const got =
        raw === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(raw)})`;
      return `- ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

/**
 * Reads a dotenv file (KEY=value lines) if it exists. Callers merge it under the real environment,
 * so a variable set in the shell always wins over the file.
 */
export function readEnvFile(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return parseEnv(text) as Record<string, string>;
}

// `PORT=` in a shell or an .env file means "not set", not "set to nothing".
function withoutBlankValues(env: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) present[name] = trimmed;
  }
  return present;
}
