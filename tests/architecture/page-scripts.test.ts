import { describe, expect, it } from 'vitest';
import { clientEntries, eagerModules, modulesLoadedBy, resolve } from './client-graph';

// Shop pages are server HTML enhanced by small scripts (decision 015): what a script loads before
// the visitor does anything must stay small. React comes with the cart drawer's first opening,
// forms load zod and the http client when submitted. One careless import (a rule next to a schema,
// every text instead of a section) once added 40 KB gzip to every page; this catches it at once.
const HEAVY = ['react', 'react-dom', 'react-dom/client', 'zod', 'ky', 'src/lib/messages/index.ts'];

describe('scripts on pages', () => {
  const scripts = clientEntries().filter((entry) => entry.label.endsWith('<script>'));

  it('are found', () => {
    expect(scripts.map((entry) => entry.label)).toContain('src/layouts/ShopLayout.astro <script>');
  });

  it('load no framework, schema library, http client or the whole text module before a click', () => {
    const heavy = scripts.flatMap((entry) =>
      [...eagerModules(entry)]
        .filter((module) => HEAVY.includes(module))
        .map((module) => `${entry.label}: ${module}`),
    );
    expect(heavy).toEqual([]);
  });
});

// Islands import the part files of the messages module they show (`~/lib/messages/checkout`), never
// the index that gathers every text: that cost the checkout and the account 17 KB brotli each
// (decision 033). Lazy imports count too: a panel opened later should not load every text either.
describe('islands', () => {
  const islands = clientEntries().filter((entry) => !entry.label.endsWith('<script>'));

  it('are found', () => {
    expect(islands.map((entry) => entry.label)).toContain('src/pages/checkout.astro -> <CheckoutForm>');
  });

  it('never load the whole text module, only the part files they show', () => {
    const whole = islands.flatMap((entry) =>
      entry.specifiers.flatMap((specifier) => {
        const loaded = modulesLoadedBy(resolve(specifier, entry.from), { dynamic: true });
        const chain = loaded.get('src/lib/messages/index.ts');
        return chain ? [`${entry.label}: ${chain.join(' -> ')}`] : [];
      }),
    );
    expect([...new Set(whole)]).toEqual([]);
  });
});
