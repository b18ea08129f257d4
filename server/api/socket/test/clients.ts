/**
 * Socket clients for tests: a raw WebSocket that reads frames one by one, and helpers
 * around the stock `phoenix` client (the one the frontend uses) running on `ws`.
 */
import { Socket, type Channel, type SocketConnectOption } from 'phoenix';
import WebSocket from 'ws';

export type RawFrame = [ string | null, string | null, string, string, Record<string, unknown> ];

/** A WebSocket URL of the socket endpoint, from the API's base URL. */
export function socketUrl(apiUrl: string): string {
  return `${ apiUrl.replace(/^http/, 'ws') }/socket/v2`;
}

/** A plain WebSocket client: frames are queued and read with `next()`. */
export interface RawSocket {
  ws: WebSocket;
  send(frame: unknown): void;
  /** The next frame from the server; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<RawFrame>;
  /** Frames that arrive within `ms` (to show that nothing else came). */
  drain(ms: number): Promise<RawFrame[]>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function openRawSocket(apiUrl: string, query = 'vsn=2.0.0', headers: Record<string, string> = {}): Promise<RawSocket> {
  const ws = new WebSocket(`${ socketUrl(apiUrl) }/websocket?${ query }`, { headers });
  const frames: RawFrame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (frames.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no frame from the server');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => { clearTimeout(timer); resolve(); });
        });
      }
      return frames.shift()!;
    },
    async drain(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return frames.splice(0);
    },
  };
}

/** The HTTP status with which the server refuses an upgrade (or 101 if it accepts). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

/** A connected phoenix client on `ws`; `disconnect()` it at the end. */
export async function connectPhoenix(apiUrl: string, options: Partial<SocketConnectOption> = {}): Promise<Socket> {
  const socket = new Socket(socketUrl(apiUrl), { transport: WebSocket as never, ...options });
  await new Promise<void>((resolve, reject) => {
    const refs = [
      socket.onOpen(() => { socket.off(refs); resolve(); }),
      socket.onError((error) => { socket.off(refs); reject(new Error(`socket error: ${ String(error) }`)); }),
    ];
    socket.connect();
  });
  return socket;
}

/** Joins `topic`; resolves with the channel on `ok`, rejects with the reason on `error`. */
export function join(socket: Socket, topic: string): Promise<Channel> {
  const channel = socket.channel(topic, {});
  return new Promise((resolve, reject) => {
    channel.join(5000)
      .receive('ok', () => resolve(channel))
      .receive('error', (response: { reason?: string }) => {
        channel.leave();
        reject(new Error(response.reason));
      })
      .receive('timeout', () => reject(new Error(`join ${ topic } timed out`)));
  });
}

/** Records every payload of `events` on a channel, and waits for them. */
export interface Recorder<T = Record<string, unknown>> {
  messages: Array<{ event: string; payload: T }>;
  /** Resolves with the first recorded message of `event` that `match` accepts (waiting if needed). */
  waitFor(event: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
}

export function record<T = Record<string, unknown>>(channel: Channel, events: string[]): Recorder<T> {
  const messages: Array<{ event: string; payload: T }> = [];
  for (const event of events) channel.on(event, (payload: T) => { messages.push({ event, payload }); });
  return {
    messages,
    async waitFor(event, match = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => message.event === event && match(message.payload));
        if (found) return found.payload;
        if (Date.now() > deadline) throw new Error(`no ${ event } on ${ channel.topic } (got ${ messages.map((item) => item.event).join(', ') || 'nothing' })`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
