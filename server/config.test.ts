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
    });
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
