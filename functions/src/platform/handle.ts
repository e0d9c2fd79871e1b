import type { Caller } from '@ledgerline/shared/access';
import type { FileOutput, InputOf, OutputOf, RouteDef, RouteSpec } from '@ledgerline/shared/route';
import type { FileReply, Reply } from './http';
import type { UserItem } from './data/entities/user';

/** What a route's handler is given: its validated input and, on any route but a public one, the caller. */
export interface HandlerArgs<R extends RouteSpec> {
  input: InputOf<R>;
  caller: R['access'] extends 'public' ? Caller | null : Caller;
  route: RouteDef;
  requestId: string;
  ip: string;
  userAgent: string;
  /** The caller's user record as authentication read it (null on a public route): read once per request. */
  callerUser: () => Promise<UserItem | null>;
}

/** A JSON route answers its output (or a Reply with another status); a download answers a file. */
export type HandlerResult<R extends RouteSpec> = R['output'] extends FileOutput
  ? FileReply
  : OutputOf<R> | Reply<OutputOf<R>>;

export type Handler<R extends RouteSpec> = (args: HandlerArgs<R>) => Promise<HandlerResult<R>>;

/** A domain's handlers: one per declared route, each typed by its declaration (a missing one fails tsc). */
export type Handlers<D extends Record<string, RouteSpec>> = { [K in keyof D]: Handler<D[K]> };

/** Binds a handler to its route's declaration, so its input, caller and result are typed from the schemas. */
export function handle<R extends RouteSpec>(_route: R, handler: Handler<R>): Handler<R> {
  return handler;
}
