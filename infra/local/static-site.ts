import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

/** Serves the built SPA like CloudFront does: files by path, index.html for every app route. */
export function serveStatic(root: string, pathname: string, res: ServerResponse): void {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web`.');
    return;
  }
  let file = normalize(join(root, decodeURIComponent(pathname)));
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) file = index;
  const isAsset = file !== index && file.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}
