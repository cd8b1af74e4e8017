import { describe, expect, it } from 'vitest';
import { browserModules, bypassingCalls } from './api-calls';

/**
 * Every call the browser makes to the shop's API goes through a typed `*.actions.ts` module of its
 * feature: one place per feature names the paths, the request and answer types, and the place a
 * component test mocks (decision 020). An island, hook or page script that calls `fetch` or the
 * shop's client itself fails here.
 */
describe('browser calls to the API', () => {
  it('go through a *.actions.ts module: no fetch, api.get/post/... or ky in islands, hooks and page scripts', () => {
    const found = browserModules().flatMap((file) => bypassingCalls(file));
    expect(
      found.map((call) => `${call.file}:${call.line} ${call.call}`),
      'move these calls into the feature’s *.actions.ts',
    ).toEqual([]);
  });

  it('finds fetch, the shop client, ky and the other ways to send', () => {
    const code = [
      "import ky from 'ky';",
      "const a = await fetch('/api/x');",
      "const b = await window.fetch('/api/x');",
      "const { api } = await import('~/lib/http');",
      "await api.post('/api/y', { json: {} });",
      "await api\n  .get('/api/z')\n  .json();",
      "navigator.sendBeacon('/api/log', '');",
      'const xhr = new XMLHttpRequest();',
      "const fine = items.get('x');",
      'const alsoFine = apiErrorBody(error);',
    ].join('\n');
    expect(bypassingCalls('example.tsx', code).map((call) => `${call.line} ${call.call}`)).toEqual([
      "1 import from 'ky'",
      '2 fetch()',
      '3 window.fetch()',
      '5 api.post()',
      '6 api.get()',
      '9 navigator.sendBeacon()',
      '10 XMLHttpRequest',
    ]);
  });

  it('looks at islands, hooks and page scripts, not at actions, server code or tests', () => {
    const files = browserModules().map((file) => file.replace(`${process.cwd()}/`, ''));
    expect(files).toContain('src/features/checkout/use-checkout.ts');
    expect(files).toContain('src/features/catalog/filters.client.ts');
    expect(files).toContain('src/features/admin/OrdersPage.tsx');
    expect(
      files.filter((file) => /\.actions\.ts$|\.server\.ts$|\.test\.tsx?$|^src\/server\//.test(file)),
    ).toEqual([]);
  });
});
