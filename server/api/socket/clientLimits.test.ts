/** @jest-environment node */
// The socket's own per-client limits (clientLimits.ts), on a listening server: connections
// per client IP across both transports, and frames per connection and minute.
import '../test/injectUnderJest';
import { createSilentLogger } from '../../common/logger';
import type { Database } from '../../db';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, signClientIp } from '../../../types/api/clients';
import { waitUntil } from '../../indexer/testing/verifyChain';
import { readApiConfig } from '../config';
import { startApiServer, type ApiServer } from '../server';
import { createSmallDatabase } from '../test/smallDatabase';
import { openRawSocket, socketUrl, upgradeStatus, type RawSocket } from './test/clients';

const CLIENT_IP_SECRET = 'the-web-app-secret-of-32-characters!';

describe('socket limits per client', () => {
  let db: Database;
  let server: ApiServer;
  const sockets: RawSocket[] = [];

  async function open(headers?: Record<string, string>): Promise<RawSocket> {
    const socket = await openRawSocket(server.url, undefined, headers);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async() => {
    db = await createSmallDatabase();
    server = await startApiServer({
      db, logger: createSilentLogger(),
      config: readApiConfig({ API_PORT: '0', API_SOCKET_CONNECTIONS_PER_IP: '2', API_SOCKET_MESSAGES_PER_MINUTE: '5', CLIENT_IP_SECRET }),
    });
  }, 30_000);

  afterEach(async() => {
    const closing = sockets.splice(0).map((socket) => { socket.ws.terminate(); return socket.closed; });
    await Promise.all(closing);
  });

  afterAll(async() => {
    await server?.close();
    await db?.close();
  });

  it('refuses a client its third connection (429) until one of its two closes; others connect meanwhile', async() => {
    const url = `${ socketUrl(server.url) }/websocket?vsn=2.0.0`;
    const first = await open();
    await open();
    expect(await upgradeStatus(url)).toBe(429);
    // Another visitor, as the web app vouches for them, is not refused.
    const visitor = '198.51.100.7';
    expect(await upgradeStatus(url, { [CLIENT_IP_HEADER]: visitor, [CLIENT_IP_SIGNATURE_HEADER]: signClientIp(visitor, CLIENT_IP_SECRET) })).toBe(101);

    first.ws.terminate();
    await first.closed;
    // The server hears of the close a moment later.
    await waitUntil(() => server.socket.connections < 2, 5000, 'the closed connection to end');
    expect(await upgradeStatus(url)).toBe(101);
  });

  it('counts long-poll sessions with the WebSocket connections of the same client', async() => {
    await open();
    await open();
    const response = await fetch(`${ server.url }/socket/v2/longpoll?vsn=2.0.0`);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ status: 429, token: null, message: 'Too many socket connections from this client' });
  });

  it('closes a connection that sends more frames a minute than allowed (1008)', async() => {
    const socket = await open();
    for (let ref = 1; ref <= 6; ref += 1) socket.send([ null, String(ref), 'phoenix', 'heartbeat', {} ]);
    const replies = [];
    for (let ref = 1; ref <= 5; ref += 1) replies.push((await socket.next())[1]);
    expect(replies).toEqual([ '1', '2', '3', '4', '5' ]);
    expect(await socket.closed).toEqual({ code: 1008, reason: 'too many messages' });
  });
});
