/**
 * Creates the app's single phoenix socket with the spec's timings. Kept apart from the React
 * provider so the options can be checked without rendering anything.
 */
import { Socket, type SocketConnectOption } from 'phoenix';

import {
  SOCKET_DEFAULT_TIMEOUT_MS,
  SOCKET_HEARTBEAT_INTERVAL_MS,
  SOCKET_LONG_POLL_TIMEOUT_MS,
  SOCKET_RECONNECT_DELAYS_MS,
  SOCKET_RECONNECT_MAX_DELAY_MS,
  SOCKET_REJOIN_DELAYS_MS,
  SOCKET_REJOIN_MAX_DELAY_MS,
} from './constants';

/**
 * Delay for retry attempt `attempt` (1-based, as phoenix counts): the listed delay, or `maxMs`
 * once the list is exhausted.
 */
export function retryDelayMs(delaysMs: ReadonlyArray<number>, maxMs: number, attempt: number): number {
  return delaysMs[attempt - 1] ?? maxMs;
}

/** The phoenix options for our socket; no logger, so a dead backend stays quiet in the console. */
export function getSocketOptions(): Partial<SocketConnectOption> {
  return {
    timeout: SOCKET_DEFAULT_TIMEOUT_MS,
    heartbeatIntervalMs: SOCKET_HEARTBEAT_INTERVAL_MS,
    longpollerTimeout: SOCKET_LONG_POLL_TIMEOUT_MS,
    rejoinAfterMs: (attempt) => retryDelayMs(SOCKET_REJOIN_DELAYS_MS, SOCKET_REJOIN_MAX_DELAY_MS, attempt),
    reconnectAfterMs: (attempt) => retryDelayMs(SOCKET_RECONNECT_DELAYS_MS, SOCKET_RECONNECT_MAX_DELAY_MS, attempt),
  };
}

/** A new, not yet connected socket to `url` (`ws(s)://…/socket/v2`). */
export function createSocket(url: string): Socket {
  return new Socket(url, getSocketOptions());
}
