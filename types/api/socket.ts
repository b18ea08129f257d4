/**
 * The `/socket/v2` Phoenix channel protocol (GUIDE §10), Blockscout-compatible: every topic,
 * event and payload as one discriminated union. This file is the only description of it: the
 * server's hub broadcasts against it (server/api/socket/hub.ts) and the frontend's socket
 * hooks listen against it (lib/socket/*). Hashes in topics are lower-case.
 */
import type { AddressTokenBalance, CoinBalance } from './address';
import type { Block } from './block';
import type { OptimismBatch } from './optimism';
import type { AddressHash, DateString, FloatString, FullHash, HexString, IntegerString } from './shared';
import type { TokenTransfer } from './tokenTransfer';
import type { RawTraceFrame, Transaction } from './transaction';

export interface NewBlockSocketPayload {
  /** Milliseconds, as a decimal string. */
  average_block_time: string;
  block: Block;
}

export interface IndexingStatusSocketPayload {
  /** Decimal string, e.g. `"0.98"`. */
  ratio: string;
  finished: boolean;
  /**
   * Our backend's extension, sent on `blocks:indexing` only: false while it cannot reach the
   * network's node. Blockscout never sends it.
   */
  node_reachable?: boolean;
}

export interface UpdatedTokenBalancesSocketPayload {
  token_balances: Array<AddressTokenBalance>;
  overflow: boolean;
}

export type VerificationResultSocketPayload =
  | { status: 'success' }
  | { status: 'error'; errors: Record<string, Array<string>> };

type Message<Topic extends string, Event extends string, Payload> = {
  topic: Topic;
  event: Event;
  payload: Payload;
};

type Empty = Record<string, never>;

export type BlocksTopic = 'blocks:new_block' | `blocks:${ AddressHash }`;
export type TransactionTopic = `transactions:${ FullHash }`;
export type AddressTopic = `addresses:${ AddressHash }`;
export type TokenTopic = `tokens:${ AddressHash }`;
export type TokenInstancesTopic = `token_instances:${ AddressHash }`;

/** Messages on `blocks:*`. */
export type BlocksSocketMessage =
  | Message<BlocksTopic, 'new_block', NewBlockSocketPayload>
  | Message<'blocks:new_block', 'new_blocks_count', { count: number; type: string }>
  | Message<'blocks:indexing' | 'blocks:indexing_internal_transactions', 'index_status', IndexingStatusSocketPayload>
  // The spec's names for the same two messages; our backend sends both names.
  | Message<'blocks:indexing', 'block_index_status', IndexingStatusSocketPayload>
  | Message<'blocks:indexing_internal_transactions', 'internal_txs_index_status', IndexingStatusSocketPayload>;

/** Messages on `transactions:*`. */
export type TransactionsSocketMessage =
  | Message<'transactions:new_transaction', 'transaction', { transaction: number }>
  | Message<'transactions:new_pending_transaction', 'pending_transaction', { pending_transaction: number }>
  | Message<TransactionTopic, 'raw_trace', { raw_trace: Array<RawTraceFrame> }>
  | Message<TransactionTopic, 'collated', Empty>;

/** Messages on `addresses:{hash}` and `addresses:new_address`. */
export type AddressSocketMessage =
  | Message<AddressTopic, 'transaction' | 'pending_transaction', { transactions: Array<Transaction> }>
  | Message<AddressTopic, 'token_transfer', { token_transfers: Array<TokenTransfer> }>
  | Message<AddressTopic, 'coin_balance', { coin_balance: CoinBalance }>
  | Message<AddressTopic, 'current_coin_balance', { coin_balance: IntegerString; exchange_rate: FloatString | null; block_number: number }>
  | Message<AddressTopic, 'balance', { balance: IntegerString; block_number: number; exchange_rate: FloatString | null }>
  | Message<AddressTopic, 'token_balance', { block_number: number }>
  | Message<AddressTopic,
    'updated_token_balances_erc_20' | 'updated_token_balances_erc_721' | 'updated_token_balances_erc_1155' | 'updated_token_balances_erc_404',
    UpdatedTokenBalancesSocketPayload>
  | Message<AddressTopic, 'fetched_bytecode', { fetched_bytecode: HexString }>
  | Message<AddressTopic, 'changed_bytecode', Empty>
  | Message<AddressTopic, 'verification_result', VerificationResultSocketPayload>
  | Message<AddressTopic, 'eth_bytecode_db_lookup_started' | 'smart_contract_was_verified' | 'smart_contract_was_not_verified', Empty>
  | Message<'addresses:new_address', 'count', { count: number }>;

/** Messages on `tokens:*` and `token_instances:*`. */
export type TokenSocketMessage =
  | Message<TokenTopic, 'token_transfer', { token_transfer: number }>
  | Message<TokenTopic, 'total_supply', { total_supply: IntegerString }>
  | Message<TokenInstancesTopic, 'fetched_token_instance_metadata', { token_id: IntegerString; fetched_metadata: Record<string, unknown> }>
  | Message<TokenInstancesTopic, 'not_fetched_token_instance_metadata', { token_id: IntegerString; reason: string }>;

/** Every other topic. */
export type OtherSocketMessage =
  | Message<'exchange_rate:new_rate', 'new_rate', {
    exchange_rate: FloatString | null;
    available_supply: FloatString | null;
    chart_data: Array<{ date: DateString; closing_price: FloatString | null }>;
  }>
  | Message<`rewards:${ AddressHash }`, 'new_reward', { reward: number }>
  | Message<'optimism:new_deposits', 'new_optimism_deposits', { deposits: number }>
  | Message<'optimism:new_batch', 'new_optimism_batch', { batch: OptimismBatch }>;

/** Every message the frontend can receive. */
export type SocketMessage =
  | BlocksSocketMessage
  | TransactionsSocketMessage
  | AddressSocketMessage
  | TokenSocketMessage
  | OtherSocketMessage;

/** Any topic a client may join. */
export type SocketTopic = SocketMessage['topic'];

type EventsOn<M, Topic> = M extends { topic: infer MT; event: infer ME } ? (Topic extends MT ? ME : never) : never;

/**
 * Event names that can arrive on topic `T`; every event name when `T` is omitted. A topic
 * pattern such as `addresses:${ string }` also covers the named topics of its prefix
 * (`addresses:new_address`), since hashes are plain strings.
 */
export type SocketEvent<T extends SocketTopic = SocketTopic> = EventsOn<SocketMessage, T>;

type PayloadOf<M, Topic, Event> = M extends { topic: infer MT; event: infer ME; payload: infer P } ?
  (Topic extends MT ? (Event extends ME ? P : never) : never) :
  never;

/**
 * The payload of `event` on a concrete topic, e.g.
 * `SocketPayload<'addresses:0xabc', 'coin_balance'>` gives `{ coin_balance: CoinBalance }`.
 * Several events give the union of their payloads.
 */
export type SocketPayload<Topic extends SocketTopic, Event extends SocketEvent<Topic>> = PayloadOf<SocketMessage, Topic, Event>;
