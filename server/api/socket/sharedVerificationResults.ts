/**
 * A verification's outcome reaches the watchers of its address on every API process, not
 * only on the one that ran it (GUIDE §10, `verification_result`): the process that ran it
 * broadcasts it to its own socket and sends it with NOTIFY; every other process LISTENs and
 * broadcasts it to its own. A message names the process it came from, which skips its own.
 */
import { randomUUID } from 'node:crypto';

import type { VerificationResultSocketPayload } from '../../../types/api/socket';
import { ADDRESS_HASH_PATTERN } from '../../../types/hashes';
import type { Logger } from '../../common/logger';
import type { Database } from '../../db';
import type { VerificationService } from '../../verification/service';

export const VERIFICATION_RESULTS_CHANNEL = 'explorer_verification_results';
/** PostgreSQL refuses NOTIFY payloads from 8,000 bytes on. */
const MAX_PAYLOAD_BYTES = 7_900;
/** A compiler message longer than this is cut when the whole would not fit. */
const SHORT_MESSAGE_CHARS = 300;

interface Message {
  origin: string;
  address: string;
  result: VerificationResultSocketPayload;
}

export interface SharedVerificationResultsOptions {
  db: Pick<Database, 'listen' | 'notify'>;
  verification: Pick<VerificationService, 'onResult'>;
  /** Sends a result to this process's watchers of `address`. */
  broadcast(address: string, result: VerificationResultSocketPayload): void;
  logger: Logger;
}

/** Starts sharing; resolves to the function that stops it. */
export async function shareVerificationResults(options: SharedVerificationResultsOptions): Promise<() => Promise<void>> {
  const origin = randomUUID();
  const log = options.logger.child({ service: 'verification_results', channel: VERIFICATION_RESULTS_CHANNEL });
  const unlisten = await options.db.listen(VERIFICATION_RESULTS_CHANNEL, (payload) => {
    const message = decode(payload);
    if (message && message.origin !== origin) options.broadcast(message.address, message.result);
  });
  const stopResults = options.verification.onResult((address, result) => {
    options.broadcast(address, result);
    options.db.notify(VERIFICATION_RESULTS_CHANNEL, encode({ origin, address, result }))
      .catch((error: unknown) => log.warn({ err: error, address }, 'a verification result was not shared with the other API processes'));
  });
  return async() => {
    stopResults();
    await unlisten();
  };
}

/** The message as JSON under PostgreSQL's limit: long compiler output is cut, never the outcome. */
export function encode(message: Message): string {
  const whole = JSON.stringify(message);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES || message.result.status !== 'error') return whole;
  const short = Object.fromEntries(Object.entries(message.result.errors)
    .map(([ field, texts ]) => [ field, texts.slice(0, 1).map((text) => text.slice(0, SHORT_MESSAGE_CHARS)) ]));
  const shortened = JSON.stringify({ ...message, result: { status: 'error', errors: short } });
  if (Buffer.byteLength(shortened) <= MAX_PAYLOAD_BYTES) return shortened;
  return JSON.stringify({ ...message, result: { status: 'error', errors: { sources: [ 'The verification failed; its messages were too long to share.' ] } } });
}

/** A message of this channel, or null for anything else (the channel is open to every client of the database). */
export function decode(payload: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const message = value as Partial<Message> | null;
  const result = message?.result as Partial<VerificationResultSocketPayload> | undefined;
  if (typeof message?.origin !== 'string' || typeof message.address !== 'string' || !ADDRESS_HASH_PATTERN.test(message.address)) return null;
  if (result?.status === 'success') return { origin: message.origin, address: message.address, result: { status: 'success' } };
  if (result?.status !== 'error' || typeof result.errors !== 'object' || result.errors === null) return null;
  const errors = Object.entries(result.errors).filter(([ , texts ]) => Array.isArray(texts) && texts.every((text) => typeof text === 'string'));
  return { origin: message.origin, address: message.address, result: { status: 'error', errors: Object.fromEntries(errors) } };
}
