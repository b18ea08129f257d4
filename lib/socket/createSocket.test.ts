import {
  SOCKET_DEFAULT_TIMEOUT_MS,
  SOCKET_HEARTBEAT_INTERVAL_MS,
  SOCKET_LONG_POLL_TIMEOUT_MS,
} from './constants';
import { createSocket, getSocketOptions, retryDelayMs } from './createSocket';

describe('retryDelayMs', () => {
  it('walks the list by 1-based attempt and then stays at the cap', () => {
    expect([ 1, 2, 3, 4, 99 ].map((attempt) => retryDelayMs([ 5, 6, 7 ], 100, attempt))).toEqual([ 5, 6, 7, 100, 100 ]);
  });
});

describe('getSocketOptions', () => {
  const options = getSocketOptions();

  it('uses the spec timings', () => {
    expect(options.timeout).toBe(SOCKET_DEFAULT_TIMEOUT_MS);
    expect(options.heartbeatIntervalMs).toBe(SOCKET_HEARTBEAT_INTERVAL_MS);
    expect(options.longpollerTimeout).toBe(SOCKET_LONG_POLL_TIMEOUT_MS);
    expect(SOCKET_DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(SOCKET_HEARTBEAT_INTERVAL_MS).toBe(30_000);
    expect(SOCKET_LONG_POLL_TIMEOUT_MS).toBe(20_000);
  });

  it('rejoins after 1, 2, 5 and then every 10 seconds', () => {
    const delays = [ 1, 2, 3, 4, 5, 50 ].map((attempt) => options.rejoinAfterMs?.(attempt));
    expect(delays).toEqual([ 1_000, 2_000, 5_000, 10_000, 10_000, 10_000 ]);
  });

  it('reconnects on the spec schedule and then every 5 seconds', () => {
    const delays = Array.from({ length: 11 }, (_, index) => options.reconnectAfterMs?.(index + 1));
    expect(delays).toEqual([ 10, 50, 100, 150, 200, 250, 500, 1_000, 2_000, 5_000, 5_000 ]);
  });

  it('installs no logger, so an unreachable backend does not flood the console', () => {
    expect(options.logger).toBeUndefined();
    expect(options.debug).toBeUndefined();
  });
});

describe('createSocket', () => {
  it('targets the websocket transport of the given endpoint without connecting', () => {
    const socket = createSocket('wss://api.example.com/socket/v2');
    expect(socket.endPointURL()).toMatch(/^wss:\/\/api\.example\.com\/socket\/v2\/websocket\?vsn=2\.0\.0/);
    expect(socket.isConnected()).toBe(false);
  });
});
