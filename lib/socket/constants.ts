/**
 * Phoenix socket timings from the spec (§9). Phoenix counts retry attempts from 1, so the
 * n-th delay in each list is used for attempt n, and every later attempt uses the cap.
 */

/** Path of the realtime endpoint, appended to the API base path. */
export const SOCKET_PATH = '/socket/v2';

/** How long a push (join, leave, message) may wait for a reply before it times out. */
export const SOCKET_DEFAULT_TIMEOUT_MS = 10_000;

/** Heartbeat period; the backend closes sockets that are silent for 45 s. */
export const SOCKET_HEARTBEAT_INTERVAL_MS = 30_000;

/** Maximum duration of one long-poll request (only used if the long-poll transport is chosen). */
export const SOCKET_LONG_POLL_TIMEOUT_MS = 20_000;

/** Delays before re-joining a channel after it errored, attempt 1, 2, 3. */
export const SOCKET_REJOIN_DELAYS_MS: ReadonlyArray<number> = [ 1_000, 2_000, 5_000 ];
/** Delay for every re-join attempt after the listed ones. */
export const SOCKET_REJOIN_MAX_DELAY_MS = 10_000;

/** Delays before reconnecting a dropped socket, attempt 1 to 9. */
export const SOCKET_RECONNECT_DELAYS_MS: ReadonlyArray<number> = [ 10, 50, 100, 150, 200, 250, 500, 1_000, 2_000 ];
/** Delay for every reconnect attempt after the listed ones; keeps a dead backend from causing a retry storm. */
export const SOCKET_RECONNECT_MAX_DELAY_MS = 5_000;
