import { count } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { products, seedLog, users } from '../db/schema';
import { log } from '../log';

/** A piece of demo content. Modules run in order, each once, in its own transaction. */
export interface SeedModule {
  name: string;
  run(tx: Tx, context: { engine: Database['kind'] }): Promise<void>;
}

/**
 * Demo content goes only into a database that started empty. A database seeded
 * before gets the modules it has not had yet (a new feature's demo content); a
 * real shop's database (data but no seed log) is never touched. The modules are the composition
 * root's list (src/app/seed-modules.ts, decision 034).
 */
export async function seedDemoContent(database: Database, modules: readonly SeedModule[]): Promise<void> {
  const { db } = database;
  const done = new Set((await db.select({ module: seedLog.module }).from(seedLog)).map((row) => row.module));
  if (done.size === 0 && !(await isEmpty(database))) return;

  for (const module of modules) {
    if (done.has(module.name)) continue;
    const started = performance.now();
    await db.transaction(async (tx) => {
      await module.run(tx, { engine: database.kind });
      await tx.insert(seedLog).values({ module: module.name });
    });
    log.info('seeded demo content', { module: module.name, ms: Math.round(performance.now() - started) });
  }
}

async function isEmpty({ db }: Database): Promise<boolean> {
  const [productRows] = await db.select({ n: count() }).from(products);
  const [userRows] = await db.select({ n: count() }).from(users);
  return Number(productRows?.n) === 0 && Number(userRows?.n) === 0;
}
