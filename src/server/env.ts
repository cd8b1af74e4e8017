import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { isProxyEntry } from './http/client-address';
import { parseOtlpHeaders, TRACE_SAMPLERS } from './tracing/settings';

/**
 * The one place that reads process.env. Validated once, at first use, so a
 * misconfigured server refuses to start with a readable message.
 * Every variable is listed with its default in docs/running.md (Configuration).
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().default('127.0.0.1'),
    /** Public base URL, used in e-mails and payment redirects. */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL connection string; unset means the embedded PGlite database in DATA_DIR. */
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Seed demo content into an empty database at start. */
    SEED_DEMO_CONTENT: booleanString.default(true),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /** Base URL of the instruction videos (GET /env). */
    S3_VIDEO_URL: z.string().default('/videos/'),
    /** SMTP connection URL (smtp://user:pass@host:port); unset writes .eml files to DATA_DIR/outbox. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Zorgzaam <service@zorgzaam.example>'),
    /** Where contact-form messages and shop notifications go. */
    SHOP_EMAIL: z.string().default('service@zorgzaam.example'),
    PAYMENT_PROVIDER: z.enum(['test', 'mollie']).default('test'),
    /**
     * The built-in test provider's outcome for recurring payments (subscription renewals):
     * 'failed' lets a renewal's direct debit fail, to try the retry schedule (decision 012).
     */
    /**
     * The test provider's page lets any visitor mark their own order paid: on a shop whose
     * PUBLIC_URL is https it is refused unless this is set on purpose (every page then says so).
     */
    ALLOW_TEST_PAYMENTS: booleanString.default(false),
    TEST_PROVIDER_RECURRING_STATUS: z.enum(['paid', 'failed']).default('paid'),
    MOLLIE_API_KEY: z.string().optional(),
    /** Override of Mollie's API base URL (used by the tests' local fake). */
    MOLLIE_API_URL: z.string().optional(),
    ADDRESS_PROVIDER: z.enum(['local', 'pdok']).default('local'),
    PDOK_URL: z.string().default('https://api.pdok.nl/bzk/locatieserver/search/v3_1/free'),
    /** Pickup points at checkout: the local demo list, or PostNL's Locations API (needs POSTNL_API_KEY). */
    PICKUP_POINT_PROVIDER: z.enum(['local', 'postnl']).default('local'),
    POSTNL_API_KEY: z.string().optional(),
    /** Base URL of PostNL's Locations API (the sandbox, or the tests' local fake). */
    POSTNL_LOCATIONS_URL: z.string().default('https://api.postnl.nl/shipment/v2_1/locations'),
    /** S3-compatible bucket for uploads; unset stores them in DATA_DIR/uploads. Needs both keys. */
    S3_BUCKET: z.string().min(1).optional(),
    /** Endpoint of an S3-compatible service (MinIO, R2, ...); unset means AWS S3 in S3_REGION. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('auto'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Public URL of the bucket (or a CDN before it); unset serves uploads through /media. */
    S3_PUBLIC_URL: z.url().optional(),
    /** Called (POST) after content changes, for a CDN purge or static rebuild. */
    REBUILD_HOOK_URL: z.string().optional(),
    /**
     * A shared HTTP cache in front of the shop, purged by cache tag after every change (decision
     * 032): Varnish with xkey (docs/deploy/varnish-zorgzaam.vcl), Fastly or Cloudflare.
     */
    HTTP_CACHE_PURGE: z.enum(['none', 'varnish', 'fastly', 'cloudflare']).default('none'),
    /** Every Varnish in front (comma-separated base URLs); each gets the PURGE. */
    VARNISH_PURGE_URLS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'http(s) URLs, e.g. http://127.0.0.1:6081' }))),
    FASTLY_API_TOKEN: z.string().min(1).optional(),
    FASTLY_SERVICE_ID: z.string().min(1).optional(),
    /** Fastly's API (the tests' local fake overrides it). */
    FASTLY_API_URL: z.url().default('https://api.fastly.com'),
    CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
    CLOUDFLARE_ZONE_ID: z.string().min(1).optional(),
    /** Cloudflare's API (the tests' local fake overrides it). */
    CLOUDFLARE_API_URL: z.url().default('https://api.cloudflare.com/client/v4'),
    /** Optional Redis for shared rate limits and cache invalidation between instances. */
    REDIS_URL: z.string().optional(),
    /** Start of every Redis key this shop writes, so several shops or environments can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('zorgzaam:'),
    /** Session lifetime of a login token, in days. */
    AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Memory for the final bytes of cached pages and catalogue answers (MiB); 0 turns the cache off. */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * After a change drops cached pages, how many of those that shoppers visited since they were
     * kept are rendered again at once in the background (most visited first); 0 turns it off.
     */
    RESPONSE_CACHE_WARM_PER_CHANGE: z.coerce.number().int().min(0).max(1000).default(12),
    /**
     * Minutes an order may wait for its payment to be started (the server stopped between
     * storing the order and creating its payment); then it expires and its stock is for sale again.
     */
    ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /**
     * Reverse proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-For / Forwarded is
     * believed: rate limits and logs then see the shopper's address instead of the proxy's.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every(isProxyEntry), 'list addresses or CIDRs, e.g. 127.0.0.1,10.0.0.0/8'),
    /** Multiplies every abuse limit (login, registration, forms); 1 keeps the documented limits. */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100).default(1),
    /** Where `npm run backup` writes its archives; best on another disk. Default DATA_DIR/backups. */
    BACKUP_DIR: z.string().optional(),
    /** Dutch clock time of the nightly backup into BACKUP_DIR ('03:30'), or 'off'. */
    BACKUP_SCHEDULE: z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, "a time like '03:30', or 'off'")
      .default('03:30'),
    /**
     * The key archives are signed with (HMAC-SHA256 of their manifest, decision 029): `npm run backup`
     * and the nightly backup need it, `npm run restore` refuses an archive it did not sign. Keep a
     * copy away from the server and its backups (`openssl rand -hex 32`).
     */
    BACKUP_KEY: z.string().min(32, 'at least 32 characters, e.g. openssl rand -hex 32').optional(),
    /** Bearer token GET /metrics asks for; unset answers /metrics with 404 (metrics off). */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * OpenTelemetry's standard variables (decision 027). Traces are sent (OTLP/HTTP, JSON) to
     * `<endpoint>/v1/traces` when the endpoint is set; unset, no OpenTelemetry module is loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https?$/, error: 'an http(s) URL, e.g. http://collector:4318' }).optional(),
    ),
    /** `name=value,name2=value2` (values percent-encoded), sent with every export, e.g. a token. */
    OTEL_EXPORTER_OTLP_HEADERS: z
      .string()
      .default('')
      .transform((value, context) => {
        const headers = parseOtlpHeaders(value);
        if (!headers) context.addIssue({ code: 'custom', message: 'name=value pairs separated by commas' });
        return headers ?? {};
      }),
    OTEL_SERVICE_NAME: z.string().min(1).default('zorgzaam'),
    OTEL_TRACES_SAMPLER: z.enum(TRACE_SAMPLERS).default('parentbased_always_on'),
    /** The share of traces the traceidratio samplers keep, 0 to 1. */
    OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
    /** Milliseconds finished spans wait to be sent together. */
    OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(600_000).default(5000),
    /** `true` turns tracing off whatever the endpoint says. */
    OTEL_SDK_DISABLED: booleanString.default(false),
    /** libpq's user name defaults: a DATABASE_URL without a user name connects as PGUSER, USER, else postgres. */
    PGUSER: z.string().optional(),
    USER: z.string().optional(),
  })
  .refine(
    (value) =>
      value.PAYMENT_PROVIDER !== 'test' ||
      !value.PUBLIC_URL?.startsWith('https:') ||
      value.ALLOW_TEST_PAYMENTS,
    {
      path: ['PAYMENT_PROVIDER'],
      message:
        'the test provider lets any visitor mark an order paid: set PAYMENT_PROVIDER=mollie for a public https shop, or ALLOW_TEST_PAYMENTS=true on purpose',
    },
  )
  .refine((value) => value.PICKUP_POINT_PROVIDER !== 'postnl' || value.POSTNL_API_KEY, {
    path: ['POSTNL_API_KEY'],
    message: 'PICKUP_POINT_PROVIDER=postnl needs POSTNL_API_KEY',
  })
  .refine((value) => value.HTTP_CACHE_PURGE !== 'varnish' || value.VARNISH_PURGE_URLS.length > 0, {
    path: ['VARNISH_PURGE_URLS'],
    message: 'HTTP_CACHE_PURGE=varnish needs VARNISH_PURGE_URLS (e.g. http://127.0.0.1:6081)',
  })
  .refine(
    (value) => value.HTTP_CACHE_PURGE !== 'fastly' || (value.FASTLY_API_TOKEN && value.FASTLY_SERVICE_ID),
    {
      path: ['FASTLY_API_TOKEN'],
      message: 'HTTP_CACHE_PURGE=fastly needs FASTLY_API_TOKEN and FASTLY_SERVICE_ID',
    },
  )
  .refine(
    (value) =>
      value.HTTP_CACHE_PURGE !== 'cloudflare' || (value.CLOUDFLARE_API_TOKEN && value.CLOUDFLARE_ZONE_ID),
    {
      path: ['CLOUDFLARE_API_TOKEN'],
      message: 'HTTP_CACHE_PURGE=cloudflare needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID',
    },
  )
  .refine((value) => !value.S3_BUCKET || (value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY), {
    path: ['S3_BUCKET'],
    message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  });

export type Env = z.infer<typeof envSchema> & { DATA_DIR_ABSOLUTE: string; BACKUP_DIR_ABSOLUTE: string };

let cached: Env | undefined;

/**
 * Reads `.env` (in the working directory) into the environment: a variable already set in
 * the environment wins over the file. Answers the names it set. Tests never read a developer's
 * .env (Vitest sets VITEST), so a local DATABASE_URL cannot leak into them.
 */
export function loadEnvFile(file = path.resolve('.env'), target: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(file)) return [];
  const applied: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (target[name] !== undefined) continue;
    target[name] = value;
    applied.push(name);
  }
  return applied;
}

export function env(): Env {
  if (cached) return cached;
  if (!process.env.VITEST) loadEnvFile();
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  cached = {
    ...parsed.data,
    DATA_DIR_ABSOLUTE: dataDir,
    BACKUP_DIR_ABSOLUTE: path.resolve(parsed.data.BACKUP_DIR ?? path.join(dataDir, 'backups')),
  };
  return cached;
}

/** Tests change the environment between files; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/** True when the built-in test provider takes the payments: pages then say no real money is paid. */
export function testPaymentsShown(): boolean {
  const { PAYMENT_PROVIDER, ALLOW_TEST_PAYMENTS } = env();
  return PAYMENT_PROVIDER === 'test' && ALLOW_TEST_PAYMENTS;
}

export function publicUrl(): string {
  const { PUBLIC_URL, HOST, PORT } = env();
  const host = HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST;
  return (PUBLIC_URL ?? `http://${host}:${PORT}`).replace(/\/$/, '');
}
