import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUploadedImage } from '~/features/content/uploads.server';
import { messages } from '~/lib/messages';
import { POST as uploadImage } from '~/pages/api/upload-image';
import { GET as media } from '~/pages/media/[...key]';
import { env, resetEnvForTests } from '~/server/env';
import { resetStorageForTests, storage } from '~/server/storage';
import { createS3Storage, type S3Config } from '~/server/storage/s3';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';

/** Uploads in an S3-compatible bucket, against a real S3 server (s3rver) started here on a free local port. */
const database = setupTestDatabase();
const bucket = 'zorgzaam-test';
const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
let config: S3Config;
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
];

function useS3(settings: Record<string, string>) {
  for (const name of S3_VARIABLES) delete process.env[name];
  Object.assign(process.env, settings);
  resetEnvForTests();
  resetStorageForTests();
}

beforeAll(async () => {
  const { port } = (await server.run()) as AddressInfo;
  config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
});

afterAll(async () => {
  useS3({});
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#17675f' } })
      .png()
      .toBuffer(),
  );

describe('uploads in an S3-compatible bucket', () => {
  it('an upload made on one instance is served by another, through /media', async () => {
    useS3({
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint!,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    });
    const { user } = await userWithToken(database(), 'editor', 'redactie-s3@example.nl');
    const uploaded = await storeUploadedImage(await png(), user.id);
    expect(uploaded.url).toMatch(/^\/media\/uploads\/[0-9a-f]+-960\.webp$/);
    // Nothing on this instance's disk.
    expect(existsSync(path.join(env().DATA_DIR_ABSOLUTE, 'uploads'))).toBe(false);

    // A second instance: its own storage object, only the bucket in common.
    resetStorageForTests();
    const key = uploaded.url.replace('/media/', '');
    const served = await call(media, { path: uploaded.url, params: { key } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const other = createS3Storage(config, '/media');
    expect(await other.exists(key)).toBe(true);
    expect((await storage().get(key))?.data.byteLength).toBeGreaterThan(100);
    expect(await other.get('uploads/bestaat-niet.webp')).toBeUndefined();
  });

  it('answers the bucket URL when S3_PUBLIC_URL is set, and that URL serves the file', async () => {
    const files = createS3Storage({ ...config, publicUrl: `${config.endpoint}/${bucket}/` }, '/media');
    const stored = await files.put(
      'content/test-banner.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    );
    expect(stored.url).toBe(`${config.endpoint}/${bucket}/content/test-banner.svg`);
    const response = await fetch(stored.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('a refused request is an error, and S3_BUCKET without keys does not start', async () => {
    // s3rver checks the access key (not the V4 signature itself): an unknown key is a 403.
    const wrong = createS3Storage({ ...config, accessKeyId: 'ONBEKEND' }, '/media');
    await expect(wrong.put('uploads/x.webp', new Uint8Array([1, 2, 3]), 'image/webp')).rejects.toThrow(/403/);

    useS3({ S3_BUCKET: bucket });
    expect(() => env()).toThrow(/S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    useS3({});
  });

  it('answers an upload while the bucket is unreachable with 503, Retry-After and a Dutch message, and works again once it is back', async () => {
    const settings = {
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    };
    // A port of this helper's own range where nothing listens: the bucket is away.
    useS3({ ...settings, S3_ENDPOINT: 'http://127.0.0.1:4521' });
    const { token } = await userWithToken(database(), 'editor', 'redactie-s3-weg@example.nl');
    const upload = async () => {
      const form = new FormData();
      form.set('image', new File([await png()], 'foto.png', { type: 'image/png' }));
      const request = new Request('http://shop.test/api/upload-image', { method: 'POST', body: form });
      return call(uploadImage, {
        method: 'POST',
        path: '/api/upload-image',
        token,
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        rawBody: new Uint8Array(await request.arrayBuffer()),
      });
    };
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body).toEqual({ message: messages.editor.storageUnavailable });

    useS3({ ...settings, S3_ENDPOINT: config.endpoint! });
    expect((await upload()).status).toBe(200);
  });

  it('lists every key in the bucket (what a backup copies)', async () => {
    const files = createS3Storage(config, '/media');
    await files.put('content/lijst-a.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    await files.put('content/lijst-b.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(await files.list()).toEqual(
      expect.arrayContaining(['content/lijst-a.svg', 'content/lijst-b.svg']),
    );
  });
});
