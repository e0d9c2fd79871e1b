/**
 * The filing-season bench's API caller: calls a route by its declaration as the web client does (path parameters
 * from the input, the rest as the query string for GET and DELETE or as the JSON body), times each call until its
 * whole answer has arrived, and hands the time, status and call name to a recorder. Anything but a 2xx throws, so
 * a session stops at its first failure as a person's would.
 */
import type { BodyOf, OutputOf, RouteSpec } from '@ledgerline/shared/route';

export interface CallRecord {
  call: string;
  ms: number;
  /** The HTTP status; 0 when the request itself failed (refused connection, reset). */
  status: number;
  startedAt: number;
}

export type Recorder = (r: CallRecord) => void;

export class CallFailed extends Error {}

/** Hooks around each call, for the profile pass that measures what one call costs the server. */
export interface CallHooks {
  before?: () => Promise<void> | void;
  after?: (call: string) => Promise<void> | void;
}

export class SeasonApi {
  token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly record: Recorder,
    private readonly hooks: CallHooks = {},
  ) {}

  /** Calls a declared route; answers its parsed body. */
  async call<R extends RouteSpec & { operation: string }>(route: R, input: BodyOf<R>): Promise<OutputOf<R>> {
    const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      return encodeURIComponent(String(value ?? ''));
    });
    const url = new URL(`${this.baseUrl}/api${path}`);
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let body: string | undefined;
    if (route.method === 'GET' || route.method === 'DELETE') {
      for (const [k, v] of Object.entries(rest)) {
        if (Array.isArray(v)) for (const item of v) url.searchParams.append(`${k}[]`, String(item));
        else if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
      }
    } else {
      body = JSON.stringify(rest);
      headers['content-type'] = 'application/json';
    }
    const text = await this.timed(route.operation, () => fetch(url, { method: route.method, headers, body }));
    return JSON.parse(text) as OutputOf<R>;
  }

  /** The upload's middle step: the bytes PUT straight to storage through the presigned link. */
  async put(link: string, headers: Record<string, string>, bytes: Uint8Array): Promise<void> {
    await this.timed('PUT presigned upload (S3 twin)', () =>
      fetch(link, { method: 'PUT', headers, body: Buffer.from(bytes) }),
    );
  }

  private async timed(call: string, send: () => Promise<Response>): Promise<string> {
    await this.hooks.before?.();
    const startedAt = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await send();
      status = res.status;
      text = await res.text();
    } catch (e) {
      text = String(e);
    }
    const ms = performance.now() - startedAt;
    await this.hooks.after?.(call);
    this.record({ call, ms, status, startedAt });
    if (status < 200 || status >= 300) throw new CallFailed(`${call}: ${status} ${text.slice(0, 200)}`);
    return text;
  }
}
