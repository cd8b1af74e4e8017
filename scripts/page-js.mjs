// The JavaScript a page loads on first paint, as the built client sends it: the module scripts of
// its HTML, its islands' components and renderers (every client:* directive but client:only, which
// still loads at once) and everything those import statically, however deep. Dynamic imports
// (panels and the cart drawer's React, loaded on a click) are left out. Each file counts with the
// size of its precompressed copy (brotli, else gzip, as the server sends it to a browser that
// accepts it; decision 033).
//
//   node scripts/page-js.mjs [base] [route...]   (no base: starts the built server on a fresh demo)
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const clientRoot = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist', 'client');

/** Script URLs (site paths) a page's HTML loads at once. */
export function scriptsOfHtml(html) {
  const found = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g))
    found.add(match[1]);
  for (const match of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*\stype="module"/g))
    found.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g))
    found.add(match[1]);
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attribute of match[0].matchAll(/\s(?:component-url|renderer-url)="([^"]+)"/g))
      found.add(attribute[1]);
  }
  // Inline module scripts import their chunks by path (Astro's small page scripts).
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const specifier of staticImports(match[1])) if (specifier.startsWith('/')) found.add(specifier);
  }
  return [...found].filter((url) => !/^https?:/.test(url));
}

/** The static imports of a built module (`import{a}from"./x.js"`, `import"./y.js"`, `export*from`). */
function staticImports(code) {
  const specifiers = [];
  for (const match of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g,
  ))
    specifiers.push(match[1]);
  return specifiers;
}

/** The compressed size of one file of the built client: its .br, else its .gz, else itself. */
function sentBytes(file) {
  for (const suffix of ['.br', '.gz', '']) {
    if (existsSync(file + suffix)) return statSync(file + suffix).size;
  }
  throw new Error(`${file} is not in the built client`);
}

/** Every file the page's scripts load before a click, with its compressed size. */
export function firstPaintScripts(html) {
  const files = new Map();
  const visit = (sitePath) => {
    const file = path.join(clientRoot, decodeURIComponent(sitePath.replace(/[?#].*$/, '')));
    if (files.has(file)) return;
    files.set(file, sentBytes(file));
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (/^https?:/.test(specifier)) continue;
      visit(specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(sitePath), specifier));
    }
  };
  for (const url of scriptsOfHtml(html)) visit(url);
  return [...files].map(([file, bytes]) => ({ file: path.relative(clientRoot, file), bytes }));
}

/** KB of compressed JavaScript `route` loads on first paint, and the files. */
export async function pageJavaScript(base, route) {
  const response = await fetch(`${base}${route}`);
  if (!response.ok) throw new Error(`${route}: ${response.status}`);
  const files = firstPaintScripts(await response.text());
  const bytes = files.reduce((sum, item) => sum + item.bytes, 0);
  return { route, kb: Math.round((bytes / 1024) * 10) / 10, files };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')).pageJavaScriptKb;
  let [base, ...routes] = process.argv.slice(2);
  let server;
  if (!base) {
    const { startBuiltServer } = await import('./built-server.mjs');
    ({ base, server } = await startBuiltServer({
      port: Number(process.env.PAGE_JS_PORT ?? 4962),
      name: 'js',
    }));
  }
  try {
    const rows = [];
    for (const route of routes.length > 0 ? routes : Object.keys(budgets)) {
      const { kb, files } = await pageJavaScript(base, route);
      rows.push({ route, 'KB (compressed)': kb, budget: budgets[route] ?? '', files: files.length });
      if (process.env.PAGE_JS_FILES)
        for (const item of files.sort((a, b) => b.bytes - a.bytes))
          console.info(`  ${route}  ${(item.bytes / 1024).toFixed(1).padStart(6)} KB  ${item.file}`);
    }
    console.table(rows);
  } finally {
    server?.kill('SIGTERM');
  }
}
