// `npm run bench:warm-after-write`: what the first shopper on a changed product page waits, a few
// seconds after the change. Against the built server (`npm run build` first) with
// BENCH_PRODUCTS (10,000) extra products, on PGlite and PostgreSQL (BENCH_ENGINES=pglite,postgres).
// Per engine and mode, a fresh server: BENCH_WARM_PAGES (40) product pages are each visited three
// times (a miss, then hits: pages shoppers come back to), then, in batches of 10, each product's
// stock is changed through the staff API (each a change of its own, as a shop assistant makes them),
// BENCH_WARM_WAIT_MS (3,000) pass, and one client asks each changed page once: the time to its last
// byte is the figure. Beside each changed page one unchanged product page, visited the same way, is
// asked too: a plain hit at that moment, the machine's own noise floor. Modes: before (RESPONSE_CACHE_WARM_PER_CHANGE=0: the change drops the page
// and the next shopper renders it) and after (the default: the shop renders it again itself).
// BENCH_PGLITE_DIR / BENCH_WARM_DATABASE_URL reuse a database prepared before.
import { loadavg } from 'node:os';
import { hashPassword } from '../src/features/account/password.server';
import { prepareEngine } from './bench-http-engines';
import { startShop } from './bench-http-servers';

const PORT = Number(process.env.BENCH_PORT ?? 4632);
const PAGES = Number(process.env.BENCH_WARM_PAGES ?? 40);
const WAIT_MS = Number(process.env.BENCH_WARM_WAIT_MS ?? 3_000);
const BATCH = 10;
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const ADMIN = { email: 'bench-beheer@zorgzaam.example', password: 'Bench beheer wachtwoord 7' };
const BROWSER = { 'accept-encoding': 'br, gzip' };

interface Product {
  slug: string;
  updates: { target: 'product' | 'variation'; id: number }[];
}

async function addAdmin(databaseUrl: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO users (email, password_hash, role, first_name, last_name, email_verified_at)
     VALUES ($1, $2, 'admin', 'Bench', 'Beheer', now()) ON CONFLICT DO NOTHING`,
    [ADMIN.email, await hashPassword(ADMIN.password)],
  );
  await client.end();
}

async function timedGet(url: string): Promise<{ ms: number; cache: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers: BROWSER });
  await response.arrayBuffer();
  return { ms: performance.now() - started, cache: response.headers.get('x-cache') };
}

/** Spread over the catalogue: the pages of PAGES products with what their stock change names. */
async function pickProducts(base: string): Promise<Product[]> {
  const all = (await (await fetch(`${base}/api/products`, { headers: BROWSER })).json()) as {
    slug: string;
  }[];
  const step = Math.max(1, Math.floor(all.length / (PAGES * 2)));
  const picked: Product[] = [];
  for (let index = 0; picked.length < PAGES * 2 && index < all.length; index += step) {
    const detail = (await (await fetch(`${base}/api/product/${all[index]!.slug}`)).json()) as {
      id: number;
      slug: string;
      product_variations: { id: number }[];
    };
    picked.push({
      slug: detail.slug,
      updates: detail.product_variations.length
        ? detail.product_variations.map((variation) => ({ target: 'variation' as const, id: variation.id }))
        : [{ target: 'product' as const, id: detail.id }],
    });
  }
  return picked;
}

async function run(engine: 'pglite' | 'postgres', env: Record<string, string>, warm: boolean, round: number) {
  const shop = await startShop(PORT, { ...env, RESPONSE_CACHE_WARM_PER_CHANGE: warm ? '12' : '0' });
  try {
    const login = await fetch(`${shop.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(engine === 'pglite' && !env.DATABASE_URL ? DEMO_ADMIN : ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const picked = await pickProducts(shop.base);
    const products = picked.filter((_, index) => index % 2 === 0);
    const unchanged = picked.filter((_, index) => index % 2 === 1);
    for (const product of picked) {
      const url = `${shop.base}/product/${product.slug}`;
      let hits = 0;
      for (let attempt = 0; hits < 2 && attempt < 200; attempt++)
        if ((await timedGet(url)).cache === 'HIT') hits++;
    }
    const times: number[] = [];
    const controls: number[] = [];
    let served = 0;
    for (let start = 0; start < products.length; start += BATCH) {
      const batch = products.slice(start, start + BATCH);
      for (const product of batch)
        for (const update of product.updates) {
          const response = await fetch(`${shop.base}/api/admin/stock`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ ...update, stock: 50 + round * 10 + (warm ? 1 : 0) }),
          });
          if (response.status !== 200) throw new Error(`stock change answered ${response.status}`);
        }
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      for (const [index, product] of batch.entries()) {
        const first = await timedGet(`${shop.base}/product/${product.slug}`);
        times.push(first.ms);
        if (first.cache === 'HIT') served++;
        const control = unchanged[start + index];
        if (control) controls.push((await timedGet(`${shop.base}/product/${control.slug}`)).ms);
      }
    }
    return { times, served, controls };
  } finally {
    await shop.stop();
  }
}

/** The demo shop's admin, seeded with the demo content on PGlite. */
const DEMO_ADMIN = { email: 'beheer@zorgzaam.example', password: 'Welkom bij Zorgzaam 3' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

for (const engine of ENGINES) {
  const prepared = await prepareEngine(engine);
  if (!prepared) {
    console.info(`${engine}: no PostgreSQL server, skipped`);
    continue;
  }
  if (prepared.env.DATABASE_URL) await addAdmin(prepared.env.DATABASE_URL);
  try {
    for (const [round, warm] of [false, true].entries()) {
      const { times, served, controls } = await run(engine, prepared.env, warm, round);
      const sorted = [...times].sort((a, b) => a - b);
      const floor = [...controls].sort((a, b) => a - b);
      console.info(
        `${engine} ${warm ? 'after (warmed again)' : 'before (dropped only)'}: first request for a changed product page ` +
          `${WAIT_MS / 1000} s after its change, ${times.length} pages: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
          `${served} of ${times.length} from the cache; an unchanged visited page meanwhile: ` +
          `p50 ${percentile(floor, 50).toFixed(1)} ms, p95 ${percentile(floor, 95).toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  } finally {
    await prepared.cleanUp();
  }
}
