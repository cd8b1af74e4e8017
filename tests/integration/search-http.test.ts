import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexProducts } from '~/features/search/search.server';
import { answerSearchRequest } from '~/features/search/search-http.server';
import { GET as getSearch } from '~/pages/api/search';
import { products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase({ seed: true });

/** The fast path alone; what it leaves to the endpoint is answered 418 here. */
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (answerSearchRequest(req, res)) return;
    res.writeHead(418);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would decode the body itself). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

const decode = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
  const encoding = answer.headers['content-encoding'];
  const plain =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(plain.toString('utf8')) as unknown;
};

const fromEndpoint = async (query: string) =>
  (await call(getSearch, { path: `/api/search?query=${encodeURIComponent(query)}` })).body;

describe('GET /api/search before Astro (search-http.server.ts)', () => {
  it('answers what the endpoint answers, in every encoding', async () => {
    const queries = ['broekje', 'BROEKJE ', 'brokje', 'strecth broekje', 'verb', 'xylofoon', '', 'a'];
    for (const query of queries) {
      const expected = await fromEndpoint(query);
      for (const acceptEncoding of ['', 'gzip', 'br, gzip']) {
        const answer = await get(`/api/search?query=${encodeURIComponent(query)}`, {
          'accept-encoding': acceptEncoding,
        });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(decode(answer), `${query} (${acceptEncoding || 'identity'})`).toEqual(expected);
      }
    }
    const broekje = await get('/api/search?query=broekje', { 'accept-encoding': 'br, gzip' });
    expect(broekje.headers['content-encoding']).toBe('br');
    expect(Number(broekje.headers['content-length'])).toBe(broekje.body.length);
    // No query at all reads as a blank one, as in the endpoint.
    expect(decode(await get('/api/search'))).toEqual({ products: [], pages: [], articles: [] });
  });

  it('answers a repeated search with 304 when the ETag still matches', async () => {
    const first = await get('/api/search?query=broekje');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/api/search?query=broekje', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves to the endpoint what it would refuse or what is not a search', async () => {
    expect((await get(`/api/search?query=${'a'.repeat(501)}`)).status).toBe(418);
    expect((await get('/api/search?query=a%00b')).status).toBe(418);
    expect((await get('/api/search/?query=broekje')).status).toBe(418);
    expect((await get('/api/searches?query=broekje')).status).toBe(418);
    expect((await get(`/api/search?query=${'a'.repeat(500)}`)).status).toBe(200);
  });

  it('follows a renamed product at once (the kept answers go with the index change)', async () => {
    const before = decode(await get('/api/search?query=zeldzaamnaam')) as { products: unknown[] };
    expect(before.products).toEqual([]);
    const [product] = await database().db.select().from(products).limit(1);
    await database()
      .db.update(products)
      .set({ name: 'Zeldzaamnaam broekje' })
      .where(eq(products.id, product!.id));
    await indexProducts(database().db, [product!.id]);
    const after = decode(await get('/api/search?query=zeldzaamnaam')) as { products: { id: number }[] };
    expect(after.products.map((found) => found.id)).toEqual([product!.id]);
    expect(after).toEqual(await fromEndpoint('zeldzaamnaam'));
  });
});
