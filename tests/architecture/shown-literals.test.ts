import { describe, expect, it } from 'vitest';
import { shownLiterals, sourceFiles } from './shown-literals';

/**
 * Every text a visitor or staff member sees comes from src/lib/messages (one tone, the spec's
 * texts verbatim, docs/texts.md): none is written as a literal in an island, an Astro page or
 * component, a page script or a zod schema.
 */
describe('shown texts', () => {
  it('come from src/lib/messages: no literal in an island, page, component, script or zod schema', () => {
    const found = sourceFiles().flatMap((file) => shownLiterals(file));
    expect(
      found.map(({ file, line, kind, text }) => `${file}:${line} (${kind}) ${text}`),
      'move these texts to src/lib/messages',
    ).toEqual([]);
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
      'const e = <span data-testid="order-total">&copy; {year}</span>;',
      'const f = <Field name="postcode" hint="Bijvoorbeeld 1012 JS" autoComplete="postal-code" />;',
    ].join('\n');
    expect(shownLiterals('example.tsx', code).map((found) => found.text)).toEqual([
      'Hallo daar',
      'Een foto',
      'Sluiten Openen',
      'Bedankt!',
      'Zoeken openen',
      'Bijvoorbeeld 1012 JS',
    ]);
  });

  it('reads an Astro template: its text, shown attributes and describing meta tags, at their lines', () => {
    const code = [
      '---',
      "import { messages } from '~/lib/messages';",
      '---',
      '<html lang="nl">',
      '<head>',
      '  <meta name="viewport" content="width=device-width, initial-scale=1" />',
      '  <meta name="description" content="Incontinentie, discreet bezorgd" />',
      '  <meta property="og:type" content="website" />',
      '</head>',
      '<body class="min-h-screen">',
      '  <h1>{messages.shop.title}</h1>',
      '  <p>Discreet verpakt</p>',
      '  <input name="postcode" placeholder="1234 AB" />',
      '  <a href="/shop/dames" title={open ? "Dicht" : "Open"}>{messages.shop.title}</a>',
      '</body>',
      '</html>',
    ].join('\n');
    expect(
      shownLiterals('Example.astro', code).map(({ line, kind, text }) => `${line} ${kind}: ${text}`),
    ).toEqual([
      '7 attribute: Incontinentie, discreet bezorgd',
      '12 template text: Discreet verpakt',
      '13 attribute: 1234 AB',
      '14 attribute: Dicht Open',
    ]);
  });

  it("finds zod checks' messages, not the values a string method is given", () => {
    const code = [
      "const slug = z.string().min(1, 'Vul een slug in.').regex(/^[a-z-]+$/, { message: 'Alleen letters.' });",
      "const count = z.number({ message: 'Vul een aantal in.' }).int('Een heel aantal.');",
      "const form = z.object({}).refine((v) => v, { path: ['x'], message: 'Klopt niet.' });",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal in the code under test
      "const issue = (ctx) => ctx.addIssue({ code: 'custom', message: `Maximaal ${n} tekens.` });",
      "const plain = name.includes('pants') && name.startsWith('dames', 2);",
      'const length = z.string().max(120);',
      "const country = z.literal('Nederland', 'We bezorgen alleen in Nederland.').default('Nederland');",
      "const email = z.email('Vul een geldig e-mailadres in.');",
    ].join('\n');
    // Found outside in: a chain's last check first.
    expect(shownLiterals('example.ts', code).map((found) => found.text)).toEqual([
      'Alleen letters.',
      'Vul een slug in.',
      'Een heel aantal.',
      'Vul een aantal in.',
      'Klopt niet.',
      'Maximaal tekens.',
      'We bezorgen alleen in Nederland.',
      'Vul een geldig e-mailadres in.',
    ]);
  });

  it("leaves the process configuration's messages to the operator's log", () => {
    const code =
      "const env = z.object({ A: z.string().min(32, 'at least 32 characters') }).parse(process.env);";
    expect(shownLiterals('env.ts', code)).toEqual([]);
  });
});
