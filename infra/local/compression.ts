/**
 * Response compression as CloudFront does it in AWS (infra/aws/site.ts, `compress: true`): Brotli or gzip, by the
 * request's Accept-Encoding, for text types (HTML, JavaScript, CSS, JSON, SVG...) between 1,000 bytes and 10 MB.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const compressibleType = /^(text\/|application\/(json|javascript|xml|manifest\+json|[a-z.+-]*\+json)|image\/svg\+xml)/i;
const minBytes = 1000;
const maxBytes = 10_000_000;

/** The encoding to answer with: Brotli when the client takes it, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Whether a response of this type and size is compressed (and not already encoded). */
export function shouldCompress(contentType: string | undefined, size: number, contentEncoding?: string): boolean {
  return !contentEncoding && size >= minBytes && size <= maxBytes && compressibleType.test(contentType ?? '');
}

/** Brotli at quality 5 (higher ones cost seconds on the larger chunks for a few per cent), gzip at 6. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
