import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageJavaScript } from '../../scripts/page-js.mjs';
import { type Instance, startInstance } from './instances';

/**
 * The JavaScript budget per route (decision 033): the compressed scripts a page loads before the
 * visitor does anything, summed over the built client, stay within tests/budgets.json. One import
 * of every text or of a schema library in an island shows up here as 17-21 KB at once.
 */
const PORT = 4557;
const budgets: Record<string, number> = JSON.parse(
  readFileSync('tests/budgets.json', 'utf8'),
).pageJavaScriptKb;

describe('JavaScript per page on the built client', () => {
  let shop: Instance;
  beforeAll(async () => {
    shop = await startInstance('page-javascript', PORT, { SEED_DEMO_CONTENT: 'true' });
  }, 200_000);
  afterAll(() => shop?.stop());

  it.each(Object.entries(budgets))('%s stays within %d KB', async (route, budget) => {
    const { kb, files } = await pageJavaScript(shop.url, route);
    const largest = [...files]
      .sort((a: { bytes: number }, b: { bytes: number }) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((item: { file: string; bytes: number }) => `${item.file} ${(item.bytes / 1024).toFixed(1)} KB`);
    expect(files.length).toBeGreaterThan(0);
    expect(kb, `largest: ${largest.join(', ')}`).toBeLessThanOrEqual(budget);
  });
});
