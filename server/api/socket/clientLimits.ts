/**
 * Per-client limits of the socket, beside the HTTP rate limit (which the socket's frames do
 * not pass through): connections one client IP holds across both transports, and frames one
 * connection may send per minute.
 */

import type { IncomingMessage } from 'node:http';

/** WebSocket close code for a client that breaks the rules (RFC 6455 "policy violation"). */
export const CLOSE_POLICY_VIOLATION = 1008;

export interface ConnectionsPerClient {
  /** Counts a new connection of `client`; false (and nothing counted) when it holds the most already. */
  open(client: string): boolean;
  /** One connection of `client` ended. */
  close(client: string): void;
}

export function countConnectionsPerClient(max: number): ConnectionsPerClient {
  const counts = new Map<string, number>();
  return {
    open(client) {
      const count = counts.get(client) ?? 0;
      if (count >= max) return false;
      counts.set(client, count + 1);
      return true;
    },
    close(client) {
      const count = (counts.get(client) ?? 0) - 1;
      if (count > 0) counts.set(client, count);
      else counts.delete(client);
    },
  };
}

/** A connection's frame budget: true while the frames of the current minute stay within `maxPerMinute`. */
export function frameBudget(maxPerMinute: number): () => boolean {
  let windowStart = Date.now();
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= maxPerMinute;
  };
}

/** What both transports need to keep the per-client limits: who a request is, and the one count. */
export interface SocketClients {
  addressOf(request: IncomingMessage): string;
  connections: ConnectionsPerClient;
}

/** The refusal's text, for both transports. */
export const TOO_MANY_CONNECTIONS = 'Too many socket connections from this client';
