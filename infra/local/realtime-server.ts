/**
 * The local twin of the API Gateway WebSocket API: a `ws` server on the local HTTP server's /_ws, and
 * the subset of the API Gateway Management API the realtime adapter calls
 * (POST/GET/DELETE {path}/@connections/{id}), so publishToUser works unchanged with
 * REALTIME_ENDPOINT=http://127.0.0.1:{port}/_ws.
 *
 * Protocol (same in AWS): connect to /_ws?token={identity token}; a bad token closes with 4401. The
 * server sends {"type":"hello"} on connect (API Gateway cannot post inside $connect, so in AWS the
 * hello is the answer to the client's own {"type":"hello"}; both modes answer it). {"type":"ping"} is
 * answered with {"type":"pong"}. Everything else the server sends comes from publishToUser.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

export interface RealtimeOptions {
  verifyToken(token: string): Promise<{ firmId: string; userId: string } | null>;
  path?: '/_ws';
  /** Ping interval that detects dead sockets. Default 30 s. */
  heartbeatMs?: number;
}

export interface RealtimeTwin {
  /** Closes every socket (their connection items are deleted) and detaches from the server. */
  close(): Promise<void>;
}

interface LiveConnection {
  ws: WebSocket;
  firmId: string;
  userId: string;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
}

/** Every open socket of this process by connection id; the management API looks them up here. */
const live = new Map<string, LiveConnection>();
const managementPaths = new Set<string>(['/_ws']);

/** A connection id shaped like API Gateway's (base64, 16 characters). */
function newConnectionId(): string {
  return randomBytes(12).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');
}

async function connectionEntity() {
  // Imported lazily: the entity reads env, which the local server sets before the first connection.
  return (await import('@ledgerline/functions/platform/data/entities/connection')).Connection;
}

export function attachRealtime(server: Server, opts: RealtimeOptions): RealtimeTwin {
  const path = opts.path ?? '/_ws';
  managementPaths.add(path);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });
  const mine = new Set<string>();
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p);
    p.finally(() => pending.delete(p)).catch(() => {});
    return p;
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) return; // someone else's upgrade (e.g. Vite's HMR)
    const token = url.searchParams.get('token') ?? '';
    socket.on('error', () => {});
    wss.handleUpgrade(req, socket, head, (ws) => {
      track(onConnection(ws, req, token));
    });
  };

  async function onConnection(ws: WebSocket, req: IncomingMessage, token: string): Promise<void> {
    let caller: { firmId: string; userId: string } | null = null;
    try {
      caller = token ? await opts.verifyToken(token) : null;
    } catch {
      caller = null;
    }
    if (!caller) {
      ws.close(4401, 'Unauthorized');
      return;
    }
    const connectionId = newConnectionId();
    const Connection = await connectionEntity();
    await Connection.put({ firmId: caller.firmId, userId: caller.userId, connectionId }).go();
    const now = new Date();
    const conn: LiveConnection = {
      ws,
      firmId: caller.firmId,
      userId: caller.userId,
      connectedAt: now,
      lastActiveAt: now,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      userAgent: String(req.headers['user-agent'] ?? ''),
    };
    let alive = true;
    ws.on('pong', () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, opts.heartbeatMs ?? 30_000);
    heartbeat.unref();

    ws.on('message', (data) => {
      conn.lastActiveAt = new Date();
      let msg: { type?: unknown } | null = null;
      try {
        msg = JSON.parse(data.toString()) as { type?: unknown };
      } catch {
        return;
      }
      if (msg?.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      if (msg?.type === 'hello') ws.send(JSON.stringify({ type: 'hello', connectionId }));
    });
    ws.on('close', () => {
      clearInterval(heartbeat);
      live.delete(connectionId);
      mine.delete(connectionId);
      track(
        Connection.delete({ firmId: conn.firmId, userId: conn.userId, connectionId })
          .go()
          .catch(() => {}),
      );
    });
    if (ws.readyState !== ws.OPEN) {
      // Closed while we were storing it: the close handler above did not run yet for this id.
      await Connection.delete({ firmId: conn.firmId, userId: conn.userId, connectionId })
        .go()
        .catch(() => {});
      return;
    }
    live.set(connectionId, conn);
    mine.add(connectionId);
    ws.send(JSON.stringify({ type: 'hello', connectionId }));
  }

  server.on('upgrade', onUpgrade);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      const closing = [...mine].map(
        (id) =>
          new Promise<void>((resolve) => {
            const c = live.get(id);
            if (!c || c.ws.readyState === c.ws.CLOSED) return resolve();
            c.ws.once('close', () => resolve());
            c.ws.close(1001, 'Server shutting down');
            setTimeout(() => {
              c.ws.terminate();
              resolve();
            }, 1000).unref();
          }),
      );
      await Promise.all(closing);
      await Promise.all([...pending]);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/**
 * The API Gateway Management API subset, for the local HTTP server to call first on each request:
 * POST {path}/@connections/{id} (body = the message), GET (connection info), DELETE (close).
 * Unknown ids answer 410 GoneException like API Gateway. Returns true when it handled the request.
 * Calls must be SigV4-signed (any credentials), as the SDK's are: the SPA cannot post to sockets.
 */
export function handleConnectionsApi(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const base = [...managementPaths].find((p) => url.pathname.startsWith(`${p}/@connections/`));
  if (!base) return false;
  const connectionId = decodeURIComponent(url.pathname.slice(`${base}/@connections/`.length));
  const send = (status: number, body?: object, errorType?: string) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    if (errorType) res.setHeader('x-amzn-errortype', errorType);
    res.end(body ? JSON.stringify(body) : undefined);
  };
  if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
    send(403, { message: 'Missing Authentication Token' }, 'ForbiddenException');
    return true;
  }
  const conn = live.get(connectionId);
  const gone = () => send(410, { message: `Connection ${connectionId} is gone` }, 'GoneException');

  if (req.method === 'POST') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!conn || conn.ws.readyState !== conn.ws.OPEN) return gone();
      const body = Buffer.concat(chunks);
      if (body.length > 128 * 1024) return send(413, { message: 'Payload too large' }, 'PayloadTooLargeException');
      conn.ws.send(body.toString('utf8'));
      send(200);
    });
    return true;
  }
  if (!conn) {
    gone();
    return true;
  }
  if (req.method === 'GET') {
    send(200, {
      connectedAt: conn.connectedAt.toISOString(),
      lastActiveAt: conn.lastActiveAt.toISOString(),
      identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
    });
    return true;
  }
  if (req.method === 'DELETE') {
    conn.ws.close(1000, 'Closed by server');
    send(204);
    return true;
  }
  send(405, { message: 'Method not allowed' });
  return true;
}
