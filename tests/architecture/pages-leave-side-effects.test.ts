import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Routes write; what follows a write (mails, cache invalidation, the rebuild hook) is recorded
 * in the write's transaction and done by the outbox's handlers (docs/decisions/017). A route that
 * invalidated or sent by itself would be the one path that forgets, or loses it when it fails.
 */
const PAGES = path.resolve('src/pages');
const FORBIDDEN = /\b((?:\.cache\.)?invalidate\w*|send\w*|broadcast\w*|callRebuildHook)\s*\(/g;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return /\.(ts|astro)$/.test(entry.name) ? [file] : [];
  });
}

describe('routes leave side effects to the outbox', () => {
  it('no file under src/pages calls an invalidate, send or broadcast function', () => {
    const offenders = routeFiles(PAGES).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FORBIDDEN)].map(
        (match) => `${path.relative(process.cwd(), file)}: ${match[1]}(`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('finds such a call when one is there', () => {
    expect('await invalidateCatalog(context);'.match(FORBIDDEN)).not.toBeNull();
    expect('await context.cache.invalidate({ tags });'.match(FORBIDDEN)).not.toBeNull();
    expect('await sendMail({ to });'.match(FORBIDDEN)).not.toBeNull();
  });
});
