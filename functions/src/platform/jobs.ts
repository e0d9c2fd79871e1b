import type * as z from 'zod';

/**
 * A kind of work done off the request, through the jobs queue: declared like a route, once, with its payload's
 * schema. `enqueue` and `scheduleDueItem` take the declaration, so a payload is typed where it is sent; the
 * consumer registry (events/src/consumers.ts) is a map over every declaration in functions/src/jobs.ts, so a
 * declared job without a consumer fails `npm run typecheck`.
 */
export interface JobSpec<P extends z.ZodType = z.ZodType> {
  /** The name on the queue message and on due items; stable across deploys (messages in flight carry it). */
  name: string;
  payload: P;
}

export function declareJob<const N extends string, P extends z.ZodType>(name: N, payload: P): JobSpec<P> & { name: N } {
  return { name, payload };
}

/** What the sender gives. */
export type PayloadOf<J extends JobSpec> = z.input<J['payload']>;
/** What the consumer gets, after parsing. */
export type ParsedPayloadOf<J extends JobSpec> = z.output<J['payload']>;

/** What a consumer knows about the message besides its payload. */
export interface JobContext {
  name: string;
  /** The job's stable id when it has one (a due item's id): key idempotent work on it. */
  dedupeId?: string;
  messageId: string;
  /** 1 on first delivery; SQS moves the message to the DLQ after the third. */
  receiveCount: number;
}

/** Throw to fail the job: it is retried after the visibility timeout, then dead-lettered. */
export type Consumer<J extends JobSpec> = (payload: ParsedPayloadOf<J>, job: JobContext) => Promise<unknown>;

/** One consumer for every declared job, keyed as the declarations are. */
export type Consumers<Js extends Record<string, JobSpec>> = { [K in keyof Js]: Consumer<Js[K]> };
