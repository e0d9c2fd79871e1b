import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { compress, pickEncoding, shouldCompress, type Encoding } from './compression';
import { decodePathParameter } from './route-matcher';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Compressed files by path, size, time and encoding: a rebuilt file gets a new entry. */
const compressed = new Map<string, Buffer>();

function compressedFile(file: string, size: number, mtimeMs: number, encoding: Encoding): Buffer {
  const key = `${file}\0${size}\0${mtimeMs}\0${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    body = compress(readFileSync(file), encoding);
    if (compressed.size > 2000) compressed.clear();
    compressed.set(key, body);
  }
  return body;
}

/**
 * Serves the built SPA like CloudFront does: files by path, index.html for every app route, text types
 * compressed (Brotli or gzip) when the request's Accept-Encoding allows.
 */
export function serveStatic(
  root: string,
  pathname: string,
  res: ServerResponse,
  acceptEncoding?: string | string[],
): void {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web`.');
    return;
  }
  // A page address with broken percent-encoding is no file: the SPA answers it (its own Page not found).
  let file = normalize(join(root, decodePathParameter(pathname) ?? '/index.html'));
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) file = index;
  const isAsset = file !== index && file.includes(`${sep}assets${sep}`);
  const type = types[extname(file)] ?? 'application/octet-stream';
  const headers = {
    'content-type': type,
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  const { size, mtimeMs } = statSync(file);
  const encoding = shouldCompress(type, size) ? pickEncoding(acceptEncoding) : null;
  if (encoding) {
    const body = compressedFile(file, size, mtimeMs, encoding);
    res.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': body.length,
      vary: 'accept-encoding',
    });
    res.end(body);
    return;
  }
  res.writeHead(200, shouldCompress(type, size) ? { ...headers, vary: 'accept-encoding' } : headers);
  createReadStream(file).pipe(res);
}
