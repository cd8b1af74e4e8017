import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, importEdges, landsIn, sourceRoot } from './import-edges';

/**
 * The composition root (decision 034): src/app names the features' outbox handlers, scheduled jobs
 * and demo content and passes them down; src/server is infrastructure and imports no feature and
 * not the root. Every import counts, whatever survives compilation: a value import, a type import
 * (`import type`, `typeof import('...')`), a lazy `import()`, a test's `vi.mock`.
 */

/** `file: kind specifier` for every import from src/server into a feature or the composition root. */
function serverImportsUp(): string[] {
  return filesUnder(path.join(sourceRoot, 'server')).flatMap((file) =>
    importEdges(readFileSync(file, 'utf8'))
      .filter(({ specifier }) => {
        const folder = landsIn(specifier, file);
        return folder !== null && (folder.startsWith('features/') || folder === 'app');
      })
      .map(({ kind, specifier }) => `${path.relative(process.cwd(), file)}: ${kind} ${specifier}`),
  );
}

/** The modules a composition-root list imports, as paths relative to the project. */
function namedBy(listFile: string): Set<string> {
  const file = path.resolve(listFile);
  return new Set(
    importEdges(readFileSync(file, 'utf8')).map(({ specifier }) => {
      const target = specifier.startsWith('~/')
        ? path.join(sourceRoot, specifier.slice(2))
        : path.resolve(path.dirname(file), specifier);
      return path.relative(process.cwd(), target).replace(/\.tsx?$/, '');
    }),
  );
}

const unregistered = (pattern: RegExp, listFile: string, declares = /./) => {
  const listed = namedBy(listFile);
  return filesUnder(sourceRoot, pattern)
    .filter((file) => declares.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(process.cwd(), file).replace(/\.tsx?$/, ''))
    .filter((module) => !listed.has(module));
};

describe('src/server imports no feature', () => {
  it('has no value, type or lazy import of src/features or src/app', () => {
    expect(serverImportsUp()).toEqual([]);
  });

  it('counts every way of naming a module', () => {
    const edges = importEdges(`
      import { a } from '~/features/x/a';
      import type { B } from '~/features/x/b';
      import { type C } from '~/features/x/c';
      export type { D } from '~/features/x/d';
      type E = typeof import('~/features/x/e');
      const f = () => import('~/features/x/f');
      vi.mock('~/features/x/g');
      import '~/features/x/h';
    `);
    expect(edges.map(({ kind, specifier }) => `${kind} ${specifier.slice(-1)}`)).toEqual([
      'value a',
      'type b',
      'type c',
      'type d',
      'type e',
      'import() f',
      'value g',
      'value h',
    ]);
  });

  it('sees a relative path up into a feature', () => {
    expect(
      landsIn('../../../features/orders/orders', path.join(sourceRoot, 'server/db/schema/orders.ts')),
    ).toBe('features/orders');
    expect(landsIn('../log', path.join(sourceRoot, 'server/outbox/runner.ts'))).toBe('server');
  });
});

describe('the composition root names every registration', () => {
  it('src/app/outbox-handlers.ts imports every *.handlers.server.ts', () => {
    expect(unregistered(/\.handlers\.server\.ts$/, 'src/app/outbox-handlers.ts')).toEqual([]);
  });

  it('src/app/scheduled-jobs.ts imports every *.jobs.server.ts', () => {
    expect(unregistered(/\.jobs\.server\.ts$/, 'src/app/scheduled-jobs.ts')).toEqual([]);
  });

  it('src/app/seed-modules.ts imports every *.seed.ts that declares a SeedModule', () => {
    expect(unregistered(/\.seed\.ts$/, 'src/app/seed-modules.ts', /: SeedModule\b/)).toEqual([]);
  });

  it('finds the registrations it checks', () => {
    expect(namedBy('src/app/outbox-handlers.ts').size).toBeGreaterThan(10);
    expect(namedBy('src/app/scheduled-jobs.ts')).toContain('src/features/orders/orders.jobs.server');
  });
});
