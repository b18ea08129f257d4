/**
 * One client connection's protocol state, whatever carries its frames (WebSocket or
 * long-poll): joins, leaves, heartbeats and the idle timeout, as Phoenix's socket does
 * them (GUIDE §10.1).
 */
import type { Logger } from '../../common/logger';
import type { Hub, Subscription } from './hub';
import { CLOSE_POLICY_VIOLATION, frameBudget } from './clientLimits';
import { decodeFrame, encodeClose, encodeReply, PHOENIX_TOPIC, PHX, type Frame } from './protocol';
import { resolveTopic, UNMATCHED_TOPIC } from './topics';

/** What a session needs from its connection. */
export interface Transport {
  send(frame: string): void;
  /** Ends the connection; the transport then calls {@link Session.end}. */
  close(code: number, reason: string): void;
}

export interface SessionLimits {
  /** A connection silent for this long is closed (Blockscout: 45 s). */
  idleTimeoutMs: number;
  /** Channels one connection may have joined at once. */
  maxTopics: number;
  /** Frames one connection may send per minute; past it the connection is closed (1008). */
  maxMessagesPerMinute: number;
}

export interface Session {
  /** Handles one text frame from the client. */
  receive(text: string): void;
  /** The connection is gone: leaves every channel. Safe to call twice. */
  end(): void;
}

/** WebSocket close code for a normal closure (idle timeout). */
export const CLOSE_NORMAL = 1000;
/** Longest topic accepted; real ones are under 90 characters. */
const MAX_TOPIC_LENGTH = 200;

interface JoinedChannel {
  key: string;
  joinRef: string | null;
  subscription: Subscription;
}

export function createSession(options: { hub: Hub; transport: Transport; limits: SessionLimits; logger: Logger }): Session {
  const { hub, transport, limits, logger } = options;
  /** Joined channels by the topic as the client spelled it. */
  const channels = new Map<string, JoinedChannel>();
  let ended = false;
  let lastActivity = Date.now();
  let idleTimer: NodeJS.Timeout | undefined;
  const withinBudget = frameBudget(limits.maxMessagesPerMinute);

  function armIdleTimer(delayMs: number) {
    idleTimer = setTimeout(() => {
      const silentMs = Date.now() - lastActivity;
      if (silentMs < limits.idleTimeoutMs) return armIdleTimer(limits.idleTimeoutMs - silentMs);
      logger.debug({ silent_ms: silentMs }, 'closing an idle socket');
      transport.close(CLOSE_NORMAL, 'idle timeout');
    }, delayMs);
    idleTimer.unref();
  }

  function leaveChannel(topic: string, channel: JoinedChannel) {
    hub.remove(channel.key, channel.subscription);
    channels.delete(topic);
  }

  function join(frame: Frame) {
    const joinRef = frame.joinRef ?? frame.ref;
    const resolution = frame.topic.length > MAX_TOPIC_LENGTH ? { ok: false as const, reason: UNMATCHED_TOPIC } : resolveTopic(frame.topic);
    if (!resolution.ok) {
      transport.send(encodeReply(frame, 'error', { reason: resolution.reason }));
      return;
    }
    const existing = channels.get(frame.topic);
    if (existing) {
      // Phoenix closes the old channel of a topic joined again, then joins anew.
      leaveChannel(frame.topic, existing);
      transport.send(encodeClose(frame.topic, existing.joinRef));
    }
    if (channels.size >= limits.maxTopics) {
      transport.send(encodeReply(frame, 'error', { reason: 'too many topics' }));
      return;
    }
    const subscription: Subscription = { topic: frame.topic, send: (text) => transport.send(text) };
    hub.add(resolution.key, subscription);
    channels.set(frame.topic, { key: resolution.key, joinRef, subscription });
    transport.send(encodeReply(frame, 'ok', {}));
  }

  function leave(frame: Frame) {
    const channel = channels.get(frame.topic);
    if (channel && channel.joinRef === frame.joinRef) leaveChannel(frame.topic, channel);
    // Leaving a topic not joined is confirmed too, as Phoenix does; the close follows the reply.
    transport.send(encodeReply(frame, 'ok', {}));
    transport.send(encodeClose(frame.topic, frame.joinRef));
  }

  function handle(frame: Frame) {
    if (frame.topic === PHOENIX_TOPIC && frame.event === PHX.heartbeat) {
      transport.send(encodeReply(frame, 'ok', {}));
      return;
    }
    if (frame.event === PHX.join) return join(frame);
    if (frame.event === PHX.leave) return leave(frame);
    const channel = channels.get(frame.topic);
    if (!channel) {
      // The client thinks it joined (e.g. the server dropped the channel): tell it to close.
      transport.send(encodeClose(frame.topic, frame.joinRef));
    } else if (channel.joinRef === frame.joinRef) {
      // Our channels only broadcast; nothing is pushed to them.
      transport.send(encodeReply(frame, 'error', { reason: 'unhandled event' }));
    }
    // A message from an older join of the topic raced our close of it: nothing to answer.
  }

  armIdleTimer(limits.idleTimeoutMs);
  return {
    receive(text) {
      if (ended) return;
      if (!withinBudget()) {
        logger.info({ max_per_minute: limits.maxMessagesPerMinute }, 'closing a socket that sends too many frames');
        transport.close(CLOSE_POLICY_VIOLATION, 'too many messages');
        return;
      }
      const frame = decodeFrame(text);
      if (!frame) {
        logger.debug({ length: text.length }, 'ignored a malformed frame');
        return;
      }
      lastActivity = Date.now();
      handle(frame);
    },
    end() {
      if (ended) return;
      ended = true;
      clearTimeout(idleTimer);
      for (const [ topic, channel ] of [ ...channels ]) leaveChannel(topic, channel);
    },
  };
}
