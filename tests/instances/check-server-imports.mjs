// Run with plain `node` (not Vitest): loads every package the built server imports through Node's
// own ES module loader and checks each import against what Node really gives:
// - a named import must exist on the module (Node links CommonJS named exports by static analysis);
// - a default import of a CommonJS module compiled from ESM (`__esModule` with its own `default`)
//   gets the whole module object from Node, while bundlers and Vitest hand out `exports.default`:
//   the bug that made `import createMollieClient from '@mollie/api-client'` work only in tests.
// Prints one JSON line: { packages, imports, problems }.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const outDir = process.argv[2] ?? 'dist';
// main.mjs and the start script's other files (tracing.mjs), then the Astro bundle.
const files = readdirSync(outDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => path.join(outDir, name));
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.mjs')) files.push(full);
  }
};
walk(path.join(outDir, 'server'));

const importPattern =
  /import\s*([\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*["']([^"'./][^"']*)["']/g;
/** package -> { default: boolean, names: Set } */
const wanted = new Map();
let imports = 0;
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const [, defaultName, braces, specifier] = match;
    if (specifier.startsWith('node:') || specifier.startsWith('astro:')) continue;
    const entry = wanted.get(specifier) ?? { default: false, names: new Set() };
    if (defaultName) entry.default = true;
    if (braces?.startsWith('{'))
      for (const part of braces.slice(1, -1).split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && name !== 'default') entry.names.add(name);
        else if (name === 'default') entry.default = true;
      }
    wanted.set(specifier, entry);
    imports++;
  }
}

const problems = [];
for (const [specifier, entry] of wanted) {
  let namespace;
  try {
    namespace = await import(specifier);
  } catch (error) {
    problems.push(`${specifier}: cannot be imported by Node: ${error.message.split('\n')[0]}`);
    continue;
  }
  for (const name of entry.names)
    if (!(name in namespace)) problems.push(`${specifier}: Node's module has no export named ${name}`);
  const value = namespace.default;
  if (entry.default && value && typeof value === 'object' && value.__esModule && 'default' in value)
    problems.push(
      `${specifier}: default import gives the CommonJS module object under Node (use a named import)`,
    );
}
console.log(JSON.stringify({ packages: wanted.size, imports, problems }));
