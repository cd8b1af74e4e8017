// Module hooks for inline-assets.mjs: `./file.ttf?inline` becomes `export default 'data:...;base64,...'`.
import { readFile } from 'node:fs/promises';

const INLINE = '?inline';

export async function resolve(specifier, context, next) {
  if (!specifier.endsWith(INLINE) || !context.parentURL) return next(specifier, context);
  return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
}

export async function load(url, context, next) {
  if (!url.endsWith(INLINE)) return next(url, context);
  const bytes = await readFile(new URL(url.slice(0, -INLINE.length)));
  const source = `export default ${JSON.stringify(`data:application/octet-stream;base64,${bytes.toString('base64')}`)};`;
  return { format: 'module', source, shortCircuit: true };
}
