import { createReadStream, readdirSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import serveStatic from 'serve-static';
import { contentTypeOf } from './storage/types';

type Next = () => void;

/**
 * Files of dist/client. Hashed assets under /build/ never change (immutable) and
 * come precompressed from the build (brotli 11, gzip 9: smaller than on-the-fly
 * compression and free at request time); everything else from public/ is cached
 * for an hour.
 *
 * The folder is listed once, at start: the build's output does not change while the server runs, and
 * a request for anything else (every page and API call) then goes on to the app without a `stat`.
 * Asking the disk first cost each of those requests a thread-pool round trip and an ENOENT error
 * with its stack, a large share of a trivial endpoint's CPU under load (decision 004).
 */
export function createStaticFiles(clientDir: string) {
  const files = filesUnder(clientDir);
  const plain = serveStatic(clientDir, {
    index: false,
    redirect: false,
    maxAge: '1h',
    setHeaders(res, filePath) {
      if (filePath.startsWith(path.join(clientDir, 'build'))) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  return (req: http.IncomingMessage, res: http.ServerResponse, next: Next): void => {
    const url = req.url ?? '/';
    const decoded = decodedPath(url);
    if (decoded === undefined) {
      // `/build/%` once threw here, outside any handler, and stopped the process.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Ongeldig adres');
      return;
    }
    const urlPath = path.posix.normalize(decoded);
    if (!files.has(urlPath)) {
      next();
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && urlPath.startsWith('/build/')) {
      const file = path.join(clientDir, urlPath);
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
      const suffix = encoding === 'br' ? '.br' : '.gz';
      if (encoding && files.has(`${urlPath}${suffix}`)) {
        const compressed = `${file}${suffix}`;
        res.writeHead(200, {
          'Content-Type': `${contentTypeOf(file)}${/\.(js|css)$/.test(file) ? '; charset=utf-8' : ''}`,
          'Content-Encoding': encoding,
          'Cache-Control': 'public, max-age=31536000, immutable',
          Vary: 'Accept-Encoding',
        });
        if (req.method === 'HEAD') res.end();
        // A file that vanished mid-read ends this answer, not the process.
        else
          createReadStream(compressed)
            .on('error', () => res.destroy())
            .pipe(res);
        return;
      }
    }
    plain(req, res, next);
  };
}

/** Every file under `dir` as the URL path that names it (`/build/app.js`); none when it is missing. */
function filesUnder(dir: string): Set<string> {
  const files = new Set<string>();
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      files.add(`/${relative.split(path.sep).join('/')}`);
    }
  } catch {
    // No client folder (a test's server): every request goes on to the app.
  }
  return files;
}

/** The URL's path decoded, or undefined when it is not valid percent-encoded UTF-8. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}
