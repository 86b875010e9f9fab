import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentSecurityPolicy } from './content-security-policy';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  const local = directives(contentSecurityPolicy(loadConfig({})));

  it('allows scripts from the studio only, and no plugins, base or framing', () => {
    expect(local.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(local.get('default-src')).toEqual(["'self'"]);
    expect(local.get('object-src')).toEqual(["'none'"]);
    expect(local.get('base-uri')).toEqual(["'self'"]);
    expect(local.get('frame-ancestors')).toEqual(["'none'"]);
    for (const sources of local.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
    expect(local.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows the object URLs and workers that the cut-out editor and model-viewer use', () => {
    expect(local.get('img-src')).toEqual(["'self'", 'blob:']);
    expect(local.get('connect-src')).toEqual(["'self'", 'blob:']);
    expect(local.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds a hosted Supabase project and Google avatars when configured', () => {
    const hosted = directives(
      contentSecurityPolicy(
        loadConfig({
          SUPABASE_URL: 'https://abcd.supabase.co/',
          SUPABASE_ANON_KEY: 'anon',
          SUPABASE_JWT_SECRET: 'x'.repeat(32),
        }),
      ),
    );
    expect(hosted.get('connect-src')).toContain('https://abcd.supabase.co');
    expect(hosted.get('img-src')).toContain('https://*.googleusercontent.com');
    expect(local.get('img-src')).not.toContain('https://*.googleusercontent.com');
  });

  it('adds the bucket when files live in S3', () => {
    const aws = directives(
      contentSecurityPolicy(loadConfig({ S3_BUCKET: 'jewel-files', S3_REGION: 'eu-west-3' })),
    );
    for (const name of ['img-src', 'connect-src', 'media-src']) {
      expect(aws.get(name)).toContain('https://jewel-files.s3.eu-west-3.amazonaws.com');
    }
    const minio = directives(
      contentSecurityPolicy(
        loadConfig({ S3_BUCKET: 'jewel', S3_ENDPOINT: 'http://minio.internal:9000' }),
      ),
    );
    expect(minio.get('img-src')).toEqual(["'self'", 'blob:', 'http://minio.internal:9000']);
  });
});
