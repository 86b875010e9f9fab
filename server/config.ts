// The one place the environment is read. Every setting has an embedded default, so `npm start`
// works on a fresh machine; production overrides them through environment variables (see
// .env.example). To add a variable: one entry in `envSchema`, one line in `toConfig`, one block
// in .env.example.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
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
}

/** Thrown for bad settings; its message lists every invalid variable and is meant for people. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Values never echoed back in error messages (add JWT secrets, API keys... here). */
const SECRET_VARIABLES = new Set<string>([]);

const integerBetween = (min: number, max: number) => {
  const message = `expected an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
};

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.join(', ')}` });

const envSchema = z.object({
  NODE_ENV: oneOf(NODE_ENVS).default('development'),
  HOST: z.string().default('localhost'),
  PORT: integerBetween(1, 65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
});

type Env = z.infer<typeof envSchema>;

function toConfig(env: Env): Config {
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    staticDir: resolve(env.STATIC_DIR),
    logLevel: env.LOG_LEVEL,
  };
}

/** Parses the environment into a typed Config; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = withoutBlankValues(env);
  const parsed = envSchema.safeParse(present);
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
