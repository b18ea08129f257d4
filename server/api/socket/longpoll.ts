/**
 * The long-poll transport, for clients that cannot open a WebSocket: the same sessions
 * over `GET` (wait for frames) and `POST` (send frames, one JSON array per line) on
 * `/socket/v2/longpoll`, as Phoenix's LongPoll client speaks it. Every answer is HTTP 200
 * with the poll status in the body: 200 frames, 204 nothing new, 410 new or lost session.
 */
import { randomBytes } from 'node:crypto';

import type { FastifyPluginAsync, FastifyReply } from 'fastify';

import type { Logger } from '../../common/logger';
import { TOO_MANY_CONNECTIONS, type SocketClients } from './clientLimits';
import type { Hub } from './hub';
import { createSession, type Session, type SessionLimits } from './session';
import { isSupportedVsn } from './websocket';

/** A GET without news is answered 204 after this long (the client waits 20 s). */
export const LONG_POLL_WINDOW_MS = 10_000;
/** Frames kept for a client that does not poll; beyond this it is dropped. */
const MAX_QUEUED_FRAMES = 1_000;
/** Largest POST body: the client batches up to 100 frames. */
const MAX_POST_BYTES = 1024 * 1024;

export interface LongPollOptions {
  hub: Hub;
  limits: SessionLimits;
  clients: SocketClients;
  maxFrameBytes: number;
  maxSessions: number;
  windowMs?: number;
  logger: Logger;
}

interface PollSession {
  session: Session;
  queue: string[];
  /** The GET waiting for frames, if any. */
  waiter: (() => void) | null;
  lastPollAt: number;
  /** Who holds the session (its connection counts for them). */
  client: string;
}

type PollBody = { status: number; token: string | null; messages?: string[] };

export interface LongPoll {
  /** Routes; register with the prefix the WebSocket path has (`/socket/v2`). */
  routes: FastifyPluginAsync;
  readonly sessions: number;
  /** Ends every session and answers waiting polls. */
  close(): void;
}

export function createLongPoll(options: LongPollOptions): LongPoll {
  const windowMs = options.windowMs ?? LONG_POLL_WINDOW_MS;
  const sessions = new Map<string, PollSession>();
  let closed = false;

  function end(token: string) {
    const entry = sessions.get(token);
    if (!entry) return;
    sessions.delete(token);
    options.clients.connections.close(entry.client);
    entry.session.end();
    entry.waiter?.();
  }

  function open(client: string): string {
    const token = randomBytes(18).toString('base64url');
    const entry: PollSession = { queue: [], waiter: null, lastPollAt: Date.now(), client, session: undefined as unknown as Session };
    entry.session = createSession({
      hub: options.hub,
      limits: options.limits,
      logger: options.logger,
      transport: {
        send(frame) {
          if (!sessions.has(token)) return;
          if (entry.queue.length >= MAX_QUEUED_FRAMES) {
            options.logger.info({ queued: entry.queue.length }, 'dropping a long-poll session that does not poll');
            return end(token);
          }
          entry.queue.push(frame);
          entry.waiter?.();
        },
        close: () => end(token),
      },
    });
    sessions.set(token, entry);
    return token;
  }

  // A session nobody polls for two windows is gone (the client closed the tab).
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [ token, entry ] of sessions) {
      if (!entry.waiter && now - entry.lastPollAt > 2 * windowMs) end(token);
    }
  }, windowMs);
  sweeper.unref();

  async function poll(token: string, entry: PollSession, reply: FastifyReply): Promise<PollBody> {
    entry.lastPollAt = Date.now();
    // One GET at a time per session: an older one still waiting is answered now.
    entry.waiter?.();
    let clientGone = false;
    if (entry.queue.length === 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, windowMs);
        function done() {
          clearTimeout(timer);
          if (entry.waiter === done) entry.waiter = null;
          resolve();
        }
        entry.waiter = done;
        reply.raw.once('close', () => {
          clientGone = true;
          done();
        });
      });
    }
    entry.lastPollAt = Date.now();
    if (!sessions.has(token)) return { status: 410, token: null };
    // Frames stay queued for the next poll when nobody is left to read this answer.
    if (entry.queue.length === 0 || clientGone) return { status: 204, token };
    return { status: 200, token, messages: entry.queue.splice(0) };
  }

  const routes: FastifyPluginAsync = async(app) => {
    app.addContentTypeParser('application/x-ndjson', { parseAs: 'string', bodyLimit: MAX_POST_BYTES }, (_request, body, done) => done(null, body));

    app.get<{ Querystring: Record<string, unknown> }>('/longpoll', async(request, reply): Promise<PollBody> => {
      const { token, vsn } = request.query;
      if (typeof vsn !== 'string' || !isSupportedVsn(vsn)) return reply.code(400).send({ message: 'vsn: expected 2.0.0' });
      if (closed) return { status: 410, token: null };
      const entry = typeof token === 'string' ? sessions.get(token) : undefined;
      if (entry && typeof token === 'string') return poll(token, entry, reply);
      // A client with a token we do not know lost its session: it reconnects and rejoins.
      if (token !== undefined && token !== '') return { status: 410, token: null };
      if (sessions.size >= options.maxSessions) return reply.code(503).send({ status: 500, token: null, message: 'Too many sessions' });
      const client = options.clients.addressOf(request.raw);
      if (!options.clients.connections.open(client)) return reply.code(429).send({ status: 429, token: null, message: TOO_MANY_CONNECTIONS });
      return { status: 410, token: open(client) };
    });

    app.post<{ Querystring: Record<string, unknown>; Body: unknown }>('/longpoll', { bodyLimit: MAX_POST_BYTES }, async(request, reply) => {
      const { token } = request.query;
      const entry = typeof token === 'string' ? sessions.get(token) : undefined;
      if (!entry || typeof token !== 'string') return { status: 410, token: null };
      if (typeof request.body !== 'string') return reply.code(415).send({ message: 'expected application/x-ndjson' });
      for (const line of request.body.split('\n')) {
        if (line.length > 0 && line.length <= options.maxFrameBytes) entry.session.receive(line);
      }
      return { status: 200, token };
    });
  };

  return {
    routes,
    get sessions() { return sessions.size; },
    close() {
      closed = true;
      clearInterval(sweeper);
      for (const token of [ ...sessions.keys() ]) end(token);
    },
  };
}
