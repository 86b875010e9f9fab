// A tiny levelled logger: readable lines for people at a terminal, JSON lines for log collectors.
// No dependency, so every module (and every test) can take a Logger without pulling anything in.

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'pretty' | 'json';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export interface LoggerOptions {
  level: LogLevel;
  format?: LogFormat;
  /** Where finished lines go; defaults to stdout (debug, info) and stderr (warn, error). */
  write?: (line: string, level: LogLevel) => void;
  now?: () => Date;
}

export function createLogger({
  level,
  format = 'pretty',
  write = writeToConsoleStreams,
  now = () => new Date(),
}: LoggerOptions): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const log =
    (lineLevel: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (LOG_LEVELS.indexOf(lineLevel) < threshold) return;
      const time = now();
      const defined = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      );
      write(
        format === 'json'
          ? jsonLine(time, lineLevel, message, defined)
          : prettyLine(time, lineLevel, message, defined),
        lineLevel,
      );
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** For tests and tools that must stay quiet. */
export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};

function writeToConsoleStreams(line: string, level: LogLevel): void {
  const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
  stream.write(line + '\n');
}

function jsonLine(time: Date, level: LogLevel, message: string, fields: LogFields): string {
  const serialisable = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Error ? errorFields(value) : value,
    ]),
  );
  return JSON.stringify({ time: time.toISOString(), level, msg: message, ...serialisable });
}

function prettyLine(time: Date, level: LogLevel, message: string, fields: LogFields): string {
  const stacks: string[] = [];
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (value instanceof Error) {
      stacks.push(value.stack ?? `${value.name}: ${value.message}`);
      return `${key}=${JSON.stringify(value.message)}`;
    }
    return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
  });
  const head = [time.toISOString(), level.toUpperCase().padEnd(5), message, ...pairs].join(' ');
  return [head, ...stacks].join('\n');
}

function errorFields(error: Error): LogFields {
  return { name: error.name, message: error.message, stack: error.stack };
}
