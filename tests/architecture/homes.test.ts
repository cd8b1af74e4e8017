import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, modulesLoadedBy } from './client-graph';

/**
 * Homes that match. `db()` is imported by nearly every server module: what it
 * loads, every route loads. Payments are used by checkout and subscriptions; if they imported
 * either back, the three would again load each other in a circle.
 */

const chainsInto = (loaded: Map<string, string[]>, folder: string) =>
  [...loaded].filter(([module]) => module.startsWith(folder)).map(([, chain]) => chain.join(' -> '));

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));

describe('db() loads no feature', () => {
  it('src/server/db/index.ts reaches no module under src/features, lazy imports included', () => {
    const loaded = modulesLoadedBy('src/server/db/index.ts', { dynamic: true });
    expect(loaded.size).toBeGreaterThan(5);
    expect(chainsInto(loaded, 'src/features/')).toEqual([]);
  });

  it('would name the chain to a feature (the demo seed did)', () => {
    const loaded = modulesLoadedBy('src/app/database-startup.ts', { dynamic: false });
    expect(chainsInto(loaded, 'src/features/content/')).toContainEqual(
      expect.stringMatching(/^src\/app\/database-startup\.ts -> src\/app\/seed-modules\.ts -> /),
    );
  });
});

describe('payments have their own home', () => {
  // Static imports: what loading payments code loads. The outbox loads every feature's handlers
  // lazily on purpose (src/app/outbox-handlers.ts), which is no import of payments.
  const files = filesUnder('src/features/payments');

  it('finds the payments code', () => {
    expect(files.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['webhook.server.ts', 'start.server.ts', 'mollie.server.ts']),
    );
  });

  it.each(files)('%s loads nothing of checkout or subscriptions', (file) => {
    const loaded = modulesLoadedBy(file, { dynamic: false });
    expect([
      ...chainsInto(loaded, 'src/features/checkout/'),
      ...chainsInto(loaded, 'src/features/subscriptions/'),
    ]).toEqual([]);
  });
});

describe('features name the real home of what they use', () => {
  // A module that passes on another's exports ("kept for compatibility" after a split) hides where
  // a thing lives and lets two paths to it drift apart: importers name the defining module.
  const FORWARD =
    /^export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+'[^']+'|^export\s+(?:type\s+)?\{[^}]*\};?$/gm;

  it('no feature module forwards exports of another module', () => {
    const forwarding = filesUnder('src/features').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FORWARD)].map((match) => `${file}: ${match[0].split('\n')[0]}`),
    );
    expect(forwarding).toEqual([]);
  });

  it('recognises a forwarding export', () => {
    for (const line of [
      "export { slugify } from '~/lib/slug';",
      "export type { FieldContext } from './field-context';",
      "export * from './catalog';",
      'export { addWeeks };',
      "export {\n  ORDER_STATUSES,\n} from '~/features/orders/orders';",
    ])
      expect(line.match(FORWARD), line).not.toBeNull();
    expect('export const slugify = (value: string) => value;'.match(FORWARD)).toBeNull();
  });
});

describe('no import circles', () => {
  // A circle (the payment webhook and the subscription retries loaded each other) means neither
  // module can be understood, tested or moved alone, and its load order decides what is undefined.
  // Modules, not components: a form's islands render each other recursively (a repeater's items
  // hold fields, a field may be a repeater), which is the shape of the data.
  it('no module under src/features, src/server or src/lib loads itself through others', () => {
    const files = ['src/features', 'src/server', 'src/lib']
      .flatMap(filesUnder)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.resolve(file));
    expect(importCircles(files)).toEqual([]);
  });
});
