import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserSourceFiles, shownLiterals } from './shown-literals';

/**
 * Every text a visitor sees comes from src/lib/messages (one tone, the spec's texts verbatim).
 * The files below still hold some, counted in shown-literals.baseline.json while they move: a
 * file may lose literals, never gain one, and a file not listed may have none.
 */
const baseline = JSON.parse(
  readFileSync('tests/architecture/shown-literals.baseline.json', 'utf8'),
) as Record<string, number>;

describe('shown texts', () => {
  it('come from src/lib/messages: no new literal in an island, component or page script', () => {
    const grown = browserSourceFiles().flatMap((file) => {
      const found = shownLiterals(file);
      const allowed = baseline[found[0]?.file ?? ''] ?? 0;
      return found.length > allowed
        ? [
            `${found[0]!.file}: ${found.length} shown literals, ${allowed} allowed:\n${found.map((f) => `  ${f.line}: ${f.text}`).join('\n')}`,
          ]
        : [];
    });
    expect(grown, 'move these texts to src/lib/messages').toEqual([]);
  });

  it('finds JSX text, shown attributes and text a page script puts in the page', () => {
    const code = [
      'const a = <p className="mt-2">Hallo daar</p>;',
      'const b = <img alt="Een foto" src="/x.webp" />;',
      "const c = <button aria-label={open ? 'Sluiten' : 'Openen'}>×</button>;",
      "element.textContent = 'Bedankt!';",
      "toggle.setAttribute('aria-label', 'Zoeken openen');",
      'const d = <p className="x">{messages.shop.title} · 12</p>;',
      "document.querySelector('[data-open]');",
    ].join('\n');
    expect(shownLiterals('example.tsx', code).map((found) => found.text)).toEqual([
      'Hallo daar',
      'Een foto',
      'Sluiten Openen',
      'Bedankt!',
      'Zoeken openen',
    ]);
  });
});
