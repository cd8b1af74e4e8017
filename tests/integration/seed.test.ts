import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoAccountsSeed } from '~/features/account/accounts.seed';
import { categories, products, seedLog, users } from '~/server/db/schema';
import { type SeedModule, seedDemoContent } from '~/server/seed';
import { catalogSeed } from '~/server/seed/catalog';
import { seedProducts } from '~/server/seed/catalog-data';
import { createTestDatabase } from '../helpers/db';

async function countOf(database: Awaited<ReturnType<typeof createTestDatabase>>, table: typeof products) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return Number(row?.n);
}

describe('demo content', () => {
  it('seeds an empty database once, and not again on the next start', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoContent(database, [catalogSeed]);
      await seedDemoContent(database, [catalogSeed]);
      expect(await countOf(database, products)).toBe(seedProducts.length);
      const [row] = await database.db.select({ n: count() }).from(categories);
      expect(Number(row?.n)).toBe(6);
    } finally {
      await database.close();
    }
  });

  it('adds a new module to a demo database that lacks it', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoContent(database, [catalogSeed]);
      let ran = false;
      const later: SeedModule = {
        name: 'later-feature',
        run: async () => {
          ran = true;
        },
      };
      await seedDemoContent(database, [catalogSeed, later]);
      expect(ran).toBe(true);
      expect((await database.db.select().from(seedLog)).map((row) => row.module).sort()).toEqual([
        'catalog',
        'later-feature',
      ]);
    } finally {
      await database.close();
    }
  });

  it('never touches a real shop database (data but no seed log)', async () => {
    const database = await createTestDatabase();
    try {
      await database.db
        .insert(users)
        .values({ email: 'eigenaar@winkel.nl', passwordHash: 'x', role: 'admin' });
      await seedDemoContent(database, [catalogSeed]);
      expect(await countOf(database, products)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('creates the documented demo accounts only in the embedded database', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoContent(database, [demoAccountsSeed]);
      const rows = await database.db.select({ email: users.email, role: users.role }).from(users);
      if (database.kind === 'pglite') {
        expect(rows).toEqual(DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role })));
      } else {
        expect(rows).toEqual([]);
      }
    } finally {
      await database.close();
    }
  });
});
