import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '~/server/db/schema';
import { whenTransactionSettles } from '~/server/db/transaction-settled';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();

describe('whenTransactionSettles', () => {
  it('runs after the commit, when the rows are visible outside the transaction', async () => {
    const { db } = database();
    let seen: { committed: boolean; visible: Promise<number> } | undefined;
    await db.transaction(async (tx) => {
      await tx.insert(categories).values({ slug: 'na-commit', name: 'Na commit' });
      expect(
        whenTransactionSettles((committed) => {
          seen = {
            committed,
            visible: db
              .select()
              .from(categories)
              .where(eq(categories.slug, 'na-commit'))
              .then((rows) => rows.length),
          };
        }),
      ).toBe(true);
      expect(seen).toBeUndefined();
    });
    expect(seen?.committed).toBe(true);
    expect(await seen?.visible).toBe(1);
  });

  it('says false after a rollback', async () => {
    const { db } = database();
    let committed: boolean | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(categories).values({ slug: 'teruggedraaid', name: 'Teruggedraaid' });
        whenTransactionSettles((outcome) => {
          committed = outcome;
        });
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    expect(committed).toBe(false);
  });

  it('has nothing to wait for outside a transaction', () => {
    expect(whenTransactionSettles(() => undefined)).toBe(false);
  });
});
