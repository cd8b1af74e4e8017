import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientEntries,
  importSpecifiers,
  serverOnlyChains,
  serverOnlyPackages,
  serverOnlyReason,
} from './client-graph';

// The browser must never load server-only code: at best it fails to bundle, at worst it ships the
// embedded database (about 18 MB) or a secret to every visitor. Biome's noRestrictedImports guards
// each file; this follows the imports from every island and script, however deep.
describe('the server/client fence', () => {
  const entries = clientEntries();

  it('finds the islands and scripts the browser loads', () => {
    const labels = entries.map((entry) => entry.label);
    expect(labels).toContain('src/pages/checkout.astro -> <CheckoutForm>');
    // The cart drawer is imported lazily by the layout's script; dynamic imports are followed too.
    expect(labels).toContain('src/layouts/ShopLayout.astro <script>');
  });

  it('reaches no server-only module from any island or script', () => {
    expect(entries.flatMap(serverOnlyChains)).toEqual([]);
  });
});

describe('serverOnlyReason', () => {
  it('names server modules, Node built-ins and server packages', () => {
    expect(serverOnlyReason(path.resolve('src/server/db/index.ts'))).toBe('in src/server/');
    expect(serverOnlyReason(path.resolve('src/features/cart/cart.server.ts'))).toBe('a *.server module');
    expect(serverOnlyReason('node:fs')).toBe('a Node built-in');
    expect(serverOnlyReason('fs')).toBe('a Node built-in');
    expect(serverOnlyReason('@electric-sql/pglite/contrib/unaccent')).toBe('a server-only package');
    expect(serverOnlyReason(path.resolve('src/features/cart/cart.ts'))).toBeNull();
    expect(serverOnlyReason('nanostores')).toBeNull();
  });
});

describe('the deny-list', () => {
  it('is derived from what only server code imports', () => {
    const denied = serverOnlyPackages();
    for (const name of ['pdfkit', 'ioredis', 'pg', '@electric-sql/pglite', 'sharp', 'nodemailer']) {
      expect(denied).toContain(name);
    }
    // Packages the browser loads are never on it.
    for (const name of ['react', 'nanostores', 'ky', 'zod']) expect(denied).not.toContain(name);
  });

  // Biome's list is the derived one, written down: a new server package must be added there, and a
  // listed package that browser code starts importing drops out of the derived list, which fails
  // here too (besides Biome's own error on that import).
  it("equals the packages Biome's noRestrictedImports refuses in browser code, and ~/server at any depth", () => {
    const biome = JSON.parse(readFileSync('biome.json', 'utf8')) as {
      overrides: {
        linter?: {
          rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } };
        };
      }[];
    };
    const restricted = biome.overrides.flatMap((override) =>
      (override.linter?.rules?.style?.noRestrictedImports?.options.patterns ?? []).flatMap(
        (pattern) => pattern.group,
      ),
    );
    expect(restricted).toEqual(expect.arrayContaining(['~/server', '~/server/**']));
    const listed = restricted.filter((entry) => !/[*~]/.test(entry) && restricted.includes(`${entry}/**`));
    expect(
      listed.filter((name) => !serverOnlyPackages().includes(name)),
      'browser code imports these',
    ).toEqual([]);
    expect(
      serverOnlyPackages().filter((name) => !listed.includes(name)),
      'add these to biome.json',
    ).toEqual([]);
  });
});

describe('importSpecifiers', () => {
  it('keeps imports that reach the bundle and drops type-only ones', () => {
    const code = [
      "import { a } from './kept';",
      "import type { B } from './type-only';",
      "import { type C } from './side-effect-kept';",
      "export * from './re-exported';",
      "export type { D } from './type-export';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['./kept', './side-effect-kept', './re-exported', './lazy']);
  });
});
