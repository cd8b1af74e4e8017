import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientEntries, importSpecifiers, serverOnlyChains, serverOnlyReason } from './client-graph';

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
