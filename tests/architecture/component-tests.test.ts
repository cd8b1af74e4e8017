import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientEntries, resolve } from './client-graph';

/**
 * Every island a page hydrates (`client:*`) and every page script (`*.client.ts`) has a component
 * test beside it (decision 020): `Island.tsx` -> `Island.test.tsx`, `x.client.ts` ->
 * `x.client.test.ts`. 22 islands had none once, tested only through slow browser journeys.
 */
const relative = (file: string) => path.relative(process.cwd(), file);
const testBeside = (file: string) => file.replace(/\.(tsx|ts)$/, '.test.$1');
const inComponentFolders = (file: string) => /^src\/(features|components|screens)\//.test(relative(file));

function hydratedIslands(): string[] {
  const files = clientEntries()
    .filter((entry) => entry.label.includes(' -> <'))
    .map((entry) => resolve(entry.specifiers[0]!, entry.from))
    .filter((file) => file.endsWith('.tsx') && inComponentFolders(file));
  return [...new Set(files)].sort();
}

function pageScripts(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.client.ts'))
    .map((name) => path.resolve('src', name))
    .sort();
}

describe('component tests', () => {
  it('exist beside every hydrated island and every page script', () => {
    const untested = [...hydratedIslands(), ...pageScripts()].filter((file) => !existsSync(testBeside(file)));
    expect(untested.map(relative), 'write a test beside each (see decision 020)').toEqual([]);
  });

  it('are looked for where the islands and scripts are', () => {
    expect(hydratedIslands().map(relative)).toEqual(
      expect.arrayContaining([
        'src/features/checkout/CheckoutForm.tsx',
        'src/features/accounting/AccountingPage.tsx',
        'src/features/trial-packs/TrialRequestForm.tsx',
      ]),
    );
    expect(pageScripts().map(relative)).toEqual(
      expect.arrayContaining([
        'src/features/catalog/filters.client.ts',
        'src/features/catalog/filter-panel.client.ts',
      ]),
    );
    expect(testBeside('src/a/B.tsx')).toBe('src/a/B.test.tsx');
    expect(testBeside('src/a/b.client.ts')).toBe('src/a/b.client.test.ts');
  });
});
