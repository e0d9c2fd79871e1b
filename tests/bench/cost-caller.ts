/**
 * The cost bench's API caller: calls a route by its declaration as the web client does (path parameters from the
 * input, the rest as the query string for GET and DELETE or the JSON body), asking for compressed answers as a browser
 * does, and counts what a browser would pay for: requests, the bytes of the answers as sent (CloudFront compresses
 * the API's answers in AWS; the local server does the same), and the bytes it puts to and gets from storage through
 * presigned links. Anything but a 2xx throws with the answer's error, so a broken script stops at once.
 */
import type { BodyOf, OutputOf, RouteSpec } from '@ledgerline/shared/route';
import { routeRequest } from './route-request';

export interface BrowserCounts {
  requests: number;
  /** The API domains (Lambda functions) called. */
  domains: Set<string>;
  responseBytes: number;
  /** Presigned PUTs straight to S3, and the bytes they carried. */
  storagePuts: number;
  storageBytesPut: number;
  /** Presigned GETs straight from S3 (downloads), and the bytes they carried out. */
  storageGets: number;
  storageBytesGot: number;
}

export const noCounts = (): BrowserCounts => ({
  requests: 0,
  domains: new Set(),
  responseBytes: 0,
  storagePuts: 0,
  storageBytesPut: 0,
  storageGets: 0,
  storageBytesGot: 0,
});

export class CostCaller {
  token: string | null = null;
  counts = noCounts();

  constructor(private readonly baseUrl: string) {}

  async call<R extends RouteSpec & { operation: string; domain: string }>(
    route: R,
    input: BodyOf<R>,
  ): Promise<OutputOf<R>> {
    const { url, init } = routeRequest(this.baseUrl, route, input, this.token, { 'accept-encoding': 'gzip, br' });
    const res = await fetch(url, init);
    const text = await res.text();
    this.counts.requests += 1;
    this.counts.domains.add(route.domain);
    // The bytes on the wire: fetch decompresses, but content-length is the compressed answer's.
    this.counts.responseBytes += Number(res.headers.get('content-length') ?? Buffer.byteLength(text));
    if (!res.ok) throw new Error(`${route.operation}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as OutputOf<R>;
  }

  /** The browser's PUT to a presigned upload link. */
  async put(link: string, headers: Record<string, string>, bytes: Uint8Array): Promise<void> {
    const res = await fetch(link, { method: 'PUT', headers, body: Buffer.from(bytes) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`presigned PUT: ${res.status}`);
    this.counts.storagePuts += 1;
    this.counts.storageBytesPut += bytes.byteLength;
  }

  /** The browser's GET of a presigned download link. */
  async download(link: string): Promise<void> {
    const res = await fetch(link);
    const bytes = await res.arrayBuffer();
    if (!res.ok) throw new Error(`presigned GET: ${res.status}`);
    this.counts.storageGets += 1;
    this.counts.storageBytesGot += bytes.byteLength;
  }
}
