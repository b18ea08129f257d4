/**
 * Reading a request body under the size limit of ./requestLimits.ts, for routes that stream it
 * themselves (`bodyParser: false`).
 */
import type { IncomingMessage } from 'node:http';

import { MAX_BODY_BYTES } from './requestLimits';

/**
 * How long the rest of an oversized body may keep arriving after the 413 went out. Reading it
 * (into nothing) lets the client, still sending, read the answer instead of a reset connection;
 * past this the connection is dropped, so an endless body cannot hold it.
 */
const DISCARD_BODY_LIMIT_MS = 5_000;

/**
 * Throws away whatever is left of the request body (see DISCARD_BODY_LIMIT_MS). Call it after
 * answering a request whose body was not read to its end.
 */
export function discardBody(req: IncomingMessage): void {
  if (req.readableEnded) return;
  req.removeAllListeners('data');
  req.resume();
  const timer = setTimeout(() => req.socket?.destroy(), DISCARD_BODY_LIMIT_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  req.once('close', stop);
}

/** Returned by {@link readBodyWithinLimit} when the body passed the limit. */
export const BODY_TOO_LARGE = Symbol('body too large');

type BodyResult = Uint8Array<ArrayBuffer> | undefined | typeof BODY_TOO_LARGE;

/**
 * Reads the whole body, or stops reading at the first chunk past `maxBytes` and returns
 * {@link BODY_TOO_LARGE} at once, so the caller can answer 413 while the client is still sending
 * (and then {@link discardBody}). Undefined for an empty body.
 */
export function readBodyWithinLimit(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = [];
    let size = 0;
    const finish = (settle: () => void) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      settle();
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxBytes) {
        req.pause();
        finish(() => resolve(BODY_TOO_LARGE));
        return;
      }
      chunks.push(buffer);
    };
    // A plain Uint8Array copy: fetch's BodyInit type does not accept Node's Buffer.
    const onEnd = () => finish(() => resolve(chunks.length > 0 ? Uint8Array.from(Buffer.concat(chunks)) : undefined));
    const onError = (error: Error) => finish(() => reject(error));
    const onClose = () => finish(() => reject(new Error('The client closed the request before its body ended')));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
