import { AwsClient } from 'aws4fetch';
import { assertSafeKey, contentTypeOf, type FileStorage, StorageUnavailable } from './types';

export interface S3Config {
  bucket: string;
  /** S3-compatible endpoint (MinIO, R2, a test server); unset means AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket (or a CDN before it); unset serves files through `urlPrefix`. */
  publicUrl?: string;
}

/**
 * Uploads in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch: a few KB, no SDK).
 * Every instance reads the same bucket, so an image uploaded on one is served by all: straight
 * from the bucket's public URL, or through this site's /media route, which reads it back here.
 */
/** An S3 request that has not answered in this time counts as unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;

export function createS3Storage(config: S3Config, urlPrefix: string): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  // A custom endpoint gets path-style URLs (works on every S3-compatible server); AWS the bucket's own host.
  const base = config.endpoint
    ? `${config.endpoint.replace(/\/$/, '')}/${config.bucket}`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key}`;
  };
  const publicBase = (config.publicUrl ?? urlPrefix).replace(/\/$/, '');

  async function request(key: string, init: RequestInit): Promise<Response> {
    const response = await reach(objectUrl(key), init);
    if (response.ok || response.status === 404) return response;
    const detail = (await response.text()).slice(0, 300);
    const message = `S3 ${init.method} ${key} answered ${response.status}: ${detail}`;
    throw response.status >= 500 ? new StorageUnavailable(message) : new Error(message);
  }

  /** A refused connection or a timeout is the bucket being away, not a bad request. */
  async function reach(url: string, init: RequestInit): Promise<Response> {
    try {
      return await client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new StorageUnavailable(`S3 ${init.method ?? 'GET'} ${url} failed`, { cause: error });
    }
  }

  return {
    async put(key, data, contentType) {
      const body = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
      await request(key, {
        method: 'PUT',
        body,
        headers: {
          'Content-Type': contentType,
          // Keys are content-named (a changed image gets a new key): caches may keep them long.
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
      return { key, url: `${publicBase}/${key}` };
    },
    async get(key) {
      const response = await request(key, { method: 'GET' });
      if (response.status === 404) return undefined;
      return {
        data: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? contentTypeOf(key),
      };
    },
    async exists(key) {
      const response = await request(key, { method: 'HEAD' });
      return response.status !== 404;
    },
    async check() {
      const response = await reach(`${base}?list-type=2&max-keys=1`, { method: 'GET' });
      if (!response.ok) throw new StorageUnavailable(`S3 bucket answered ${response.status}`);
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          ...(token ? { 'continuation-token': token } : {}),
        });
        const response = await reach(`${base}?${query}`, { method: 'GET' });
        if (!response.ok) throw new Error(`S3 list answered ${response.status}`);
        const xml = await response.text();
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1] ?? ''));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
          : undefined;
      } while (token);
      return keys.sort();
    },
  };
}

/** ListObjectsV2 answers XML; keys are plain paths, so the five predefined entities are all it escapes. */
function decodeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
