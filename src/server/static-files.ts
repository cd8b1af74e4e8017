import { createReadStream, existsSync } from 'node:fs';
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
 */
export function createStaticFiles(clientDir: string) {
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
    if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/build/')) {
      const file = path.join(clientDir, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
      const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (compressed && file.startsWith(clientDir) && existsSync(compressed)) {
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

/** The URL's path decoded, or undefined when it is not valid percent-encoded UTF-8. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}
