import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withDefaultUser } from './db';
import { env, loadEnvFile, resetEnvForTests, testPaymentsShown } from './env';

describe('loadEnvFile', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'zorgzaam-env-')), '.env');
  writeFileSync(
    file,
    '# comment\nPORT=4500\nDATABASE_URL="postgres://postgres@127.0.0.1/shop"\nHOST=0.0.0.0\n',
  );

  it('reads .env into the environment, the environment winning over the file', () => {
    const target: NodeJS.ProcessEnv = { HOST: '127.0.0.1' };
    expect(loadEnvFile(file, target).sort()).toEqual(['DATABASE_URL', 'PORT']);
    expect(target).toEqual({
      HOST: '127.0.0.1',
      PORT: '4500',
      DATABASE_URL: 'postgres://postgres@127.0.0.1/shop',
    });
  });

  it('does nothing without a file', () => {
    const target: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(tmpdir(), 'does-not-exist.env'), target)).toEqual([]);
    expect(target).toEqual({});
  });
});

describe('withDefaultUser', () => {
  it("fills in the user libpq would use when the URL names none (docs/running.md's example)", () => {
    expect(withDefaultUser('postgres://localhost/shop', 'postgres')).toBe(
      'postgres://postgres@localhost/shop',
    );
  });
  it('keeps a URL that names its user', () => {
    expect(withDefaultUser('postgres://shop:geheim@db:5432/shop', 'postgres')).toBe(
      'postgres://shop:geheim@db:5432/shop',
    );
    expect(withDefaultUser('postgres://db/shop?user=shop', 'postgres')).toBe('postgres://db/shop?user=shop');
  });
});

describe('the test provider on an https shop (#21.2)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of [
      'PUBLIC_URL',
      'PAYMENT_PROVIDER',
      'ALLOW_TEST_PAYMENTS',
      'MOLLIE_API_KEY',
      'TRUST_PROXY',
    ])
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    resetEnvForTests();
  });
  const withEnv = (values: Record<string, string>) => {
    Object.assign(process.env, values);
    resetEnvForTests();
    return env;
  };

  it('is refused unless ALLOW_TEST_PAYMENTS says so, and then pages say payments are not real', () => {
    expect(withEnv({ PUBLIC_URL: 'https://winkel.example', PAYMENT_PROVIDER: 'test' })).toThrow(
      /ALLOW_TEST_PAYMENTS/,
    );
    withEnv({ ALLOW_TEST_PAYMENTS: 'true' });
    expect(testPaymentsShown()).toBe(true);
    withEnv({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_x', ALLOW_TEST_PAYMENTS: 'false' });
    expect(testPaymentsShown()).toBe(false);
    expect(env().PAYMENT_PROVIDER).toBe('mollie');
  });

  it('reads TRUST_PROXY as a list and refuses what is no address or CIDR', () => {
    expect(withEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })().TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(withEnv({ TRUST_PROXY: 'localhost' })).toThrow(/TRUST_PROXY/);
  });
});

describe('OpenTelemetry’s variables (decision 027)', () => {
  const names = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_HEADERS', 'OTEL_TRACES_SAMPLER'];
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of names)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    resetEnvForTests();
  });
  const withEnv = (values: Record<string, string>) => {
    Object.assign(process.env, values);
    resetEnvForTests();
    return env;
  };

  it('reads the endpoint, headers and sampler, and treats an empty endpoint as unset', () => {
    const read = withEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Bearer%20t',
      OTEL_TRACES_SAMPLER: 'traceidratio',
    })();
    expect(read.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://collector:4318');
    expect(read.OTEL_EXPORTER_OTLP_HEADERS).toEqual({ Authorization: 'Bearer t' });
    expect(read.OTEL_TRACES_SAMPLER).toBe('traceidratio');
    expect(withEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })().OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it('refuses to start on a wrong endpoint, header list or sampler', () => {
    expect(withEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    expect(withEnv({ OTEL_EXPORTER_OTLP_HEADERS: 'zonder-waarde' })).toThrow(/OTEL_EXPORTER_OTLP_HEADERS/);
    delete process.env.OTEL_EXPORTER_OTLP_HEADERS;
    expect(withEnv({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/OTEL_TRACES_SAMPLER/);
  });
});
