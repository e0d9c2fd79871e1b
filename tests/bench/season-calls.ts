/**
 * The filing-season bench's API caller: calls a route by its declaration as the web client does (path parameters
 * from the input, the rest as the query string for GET and DELETE or as the JSON body), times each call until its
 * whole answer has arrived, and hands the time, status and call name to a recorder. Anything but a 2xx throws, so
 * a session stops at its first failure as a person's would.
 */
import type { BodyOf, OutputOf, RouteSpec } from '@ledgerline/shared/route';
import { routeRequest } from './route-request';

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
    const { url, init } = routeRequest(this.baseUrl, route, input, this.token);
    const text = await this.timed(route.operation, () => fetch(url, init));
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
