/**
 * The topics the socket serves (GUIDE §10.2) and how a joined topic is normalised: the
 * part after the colon is lower-cased, so `addresses:0xAbC…` and `addresses:0xabc…` are
 * one topic for broadcasts.
 */
import type { AddressTopic, BlocksTopic, TokenInstancesTopic, TokenTopic, TransactionTopic } from '../../../types/api/socket';
import { LOWERCASE_ADDRESS_HASH_PATTERN, LOWERCASE_FULL_HASH_PATTERN } from '../../../types/hashes';

/** The outcome of a join's topic check: the broadcast key, or the reason to refuse. */
export type TopicResolution = { ok: true; key: string } | { ok: false; reason: string };

/** Phoenix's answer for a topic no channel serves. */
export const UNMATCHED_TOPIC = 'unmatched topic';

/** Per prefix: fixed subtopics, and what a hash suffix must be (with the error reason). */
const CHANNELS: Record<string, { named: string[]; hash?: { pattern: RegExp; reason: string } }> = {
  blocks: { named: [ 'new_block', 'indexing', 'indexing_internal_transactions' ], hash: { pattern: LOWERCASE_ADDRESS_HASH_PATTERN, reason: 'invalid miner address hash' } },
  transactions: { named: [ 'new_transaction', 'new_pending_transaction' ], hash: { pattern: LOWERCASE_FULL_HASH_PATTERN, reason: 'invalid transaction hash' } },
  addresses: { named: [ 'new_address' ], hash: { pattern: LOWERCASE_ADDRESS_HASH_PATTERN, reason: 'invalid address hash' } },
  tokens: { named: [], hash: { pattern: LOWERCASE_ADDRESS_HASH_PATTERN, reason: 'invalid token address hash' } },
  token_instances: { named: [], hash: { pattern: LOWERCASE_ADDRESS_HASH_PATTERN, reason: 'invalid token address hash' } },
  rewards: { named: [], hash: { pattern: LOWERCASE_ADDRESS_HASH_PATTERN, reason: 'invalid address hash' } },
  exchange_rate: { named: [ 'new_rate' ] },
};

/**
 * Checks a topic a client wants to join. Prefixes are exact (`Blocks:new_block` is
 * unmatched, as in Phoenix); suffixes are compared in lower case.
 */
export function resolveTopic(topic: string): TopicResolution {
  const colon = topic.indexOf(':');
  const prefix = topic.slice(0, Math.max(colon, 0));
  // hasOwn: `constructor:` or `__proto__:` must not find Object's members.
  if (!Object.hasOwn(CHANNELS, prefix)) return { ok: false, reason: UNMATCHED_TOPIC };
  const channel = CHANNELS[prefix];
  const suffix = topic.slice(colon + 1).toLowerCase();
  const key = `${ prefix }:${ suffix }`;
  if (channel.named.includes(suffix)) return { ok: true, key };
  if (!channel.hash) return { ok: false, reason: UNMATCHED_TOPIC };
  return channel.hash.pattern.test(suffix) ? { ok: true, key } : { ok: false, reason: channel.hash.reason };
}

/** Builders of broadcast keys, typed as the topics of `types/api/socket.ts`. */
export const topicKey = {
  newBlock: 'blocks:new_block',
  indexing: 'blocks:indexing',
  indexingInternalTransactions: 'blocks:indexing_internal_transactions',
  newTransaction: 'transactions:new_transaction',
  newPendingTransaction: 'transactions:new_pending_transaction',
  miner: (hash: string): BlocksTopic => `blocks:${ hash }`,
  transaction: (hash: string): TransactionTopic => `transactions:${ hash }`,
  address: (hash: string): AddressTopic => `addresses:${ hash }`,
  token: (hash: string): TokenTopic => `tokens:${ hash }`,
  tokenInstances: (hash: string): TokenInstancesTopic => `token_instances:${ hash }`,
} as const;
