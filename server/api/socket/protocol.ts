/**
 * Phoenix channels protocol v2 with the JSON serializer (GUIDE §10.1): every frame is a
 * JSON array `[join_ref, ref, topic, event, payload]`.
 */

/** One decoded client frame. */
export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** Events of the protocol itself; anything else is a channel event. */
export const PHX = {
  join: 'phx_join',
  leave: 'phx_leave',
  reply: 'phx_reply',
  close: 'phx_close',
  error: 'phx_error',
  heartbeat: 'heartbeat',
} as const;

/** The topic of heartbeats. */
export const PHOENIX_TOPIC = 'phoenix';

const isRef = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The frame in `text`, or null when it is not a v2 frame: not JSON, not a five-element
 * array, refs that are not strings or null, or a topic or event that is not a string.
 */
export function decodeFrame(text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [ joinRef, ref, topic, event, payload ] = value as unknown[];
  if (!isRef(joinRef) || !isRef(ref) || typeof topic !== 'string' || typeof event !== 'string') return null;
  return { joinRef, ref, topic, event, payload };
}

/** A server frame; `payloadJson` is the payload already serialized (broadcasts share it). */
export function encodeFrame(joinRef: string | null, ref: string | null, topic: string, event: string, payloadJson: string): string {
  return `[${ JSON.stringify(joinRef) },${ JSON.stringify(ref) },${ JSON.stringify(topic) },${ JSON.stringify(event) },${ payloadJson }]`;
}

/** The reply to a push: `{status, response}` on the push's refs. */
export function encodeReply(frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>, status: 'ok' | 'error', response: object): string {
  return encodeFrame(frame.joinRef, frame.ref, frame.topic, PHX.reply, JSON.stringify({ status, response }));
}

/** `phx_close` for a channel: both refs are its join ref. */
export function encodeClose(topic: string, joinRef: string | null): string {
  return encodeFrame(joinRef, joinRef, topic, PHX.close, '{}');
}
