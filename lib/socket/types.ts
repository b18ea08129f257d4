/**
 * Socket topics, events and payloads the frontend listens to (GUIDE §10.2), plus the small
 * slice of the `phoenix` client API this folder relies on. Self-contained on purpose: the
 * shared `types/api/socket.ts` may replace the payload map later without touching the hooks.
 */

/** Realtime indexing progress. `ratio` is a decimal string such as "0.98". */
export interface IndexStatusPayload {
  finished: boolean;
  ratio: string;
}

/** Payload of `addresses:{hash}` balance events; amounts are wei as decimal strings. */
export interface AddressBalancePayload {
  balance: string;
  block_number: number;
  exchange_rate: string | null;
}

/**
 * Topic → event → payload. The indexing topics list two event names: the spec calls them
 * `block_index_status` / `internal_txs_index_status`, Blockscout's backend `index_status`;
 * listening to both keeps the banners working against either backend.
 */
export interface SocketTopicEvents {
  'blocks:indexing': {
    block_index_status: IndexStatusPayload;
    index_status: IndexStatusPayload;
  };
  'blocks:indexing_internal_transactions': {
    internal_txs_index_status: IndexStatusPayload;
    index_status: IndexStatusPayload;
  };
  'blocks:new_block': {
    // The block object is described by types/api; kept opaque here.
    new_block: { average_block_time: string; block: unknown };
  };
  'transactions:new_transaction': {
    transaction: { transaction: number };
  };
  'transactions:new_pending_transaction': {
    pending_transaction: { pending_transaction: number };
  };
  [topic: `addresses:${ string }`]: {
    balance: AddressBalancePayload;
    current_coin_balance: { coin_balance: string; exchange_rate: string | null; block_number: number };
    token_balance: { block_number: number };
    fetched_bytecode: { fetched_bytecode: string };
    changed_bytecode: Record<string, never>;
  };
  [topic: `tokens:${ string }`]: {
    token_transfer: { token_transfer: number };
    total_supply: { total_supply: string };
  };
}

/** Any topic the app may join. */
export type SocketTopic = keyof SocketTopicEvents & string;

/** Event names that can arrive on topic `T`. */
export type SocketEvent<T extends SocketTopic> = keyof SocketTopicEvents[T] & string;

/** Payload of event `E` on topic `T`. */
export type SocketPayload<T extends SocketTopic, E extends SocketEvent<T>> = SocketTopicEvents[T][E];

/** Every `{ topic, event, payload }` combination as one discriminated union. */
export type SocketMessage = {
  [T in SocketTopic]: {
    [E in SocketEvent<T>]: { topic: T; event: E; payload: SocketPayload<T, E> };
  }[SocketEvent<T>];
}[SocketTopic];

/** Reply statuses of a phoenix push. */
export type PushStatus = 'ok' | 'error' | 'timeout';

/** The part of a phoenix `Push` we use. */
export interface PushLike {
  receive(status: PushStatus, callback: (response?: unknown) => unknown): PushLike;
}

/** The part of a phoenix `Channel` we use; a real Channel satisfies it structurally. */
export interface ChannelLike {
  readonly topic: string;
  readonly state: 'closed' | 'errored' | 'joined' | 'joining' | 'leaving';
  join(): PushLike;
  leave(): PushLike;
  on(event: string, callback: (payload?: unknown) => void): number;
  off(event: string, ref?: number): void;
}

/** A channel whose topic is known at compile time, so message payloads can be typed. */
export type SocketChannel<T extends SocketTopic> = ChannelLike & { readonly topic: T };

/** The part of a phoenix `Socket` we use; tests inject a fake that implements only this. */
export interface SocketLike {
  channel(topic: string, params?: object): ChannelLike;
  onError(callback: (error: unknown) => void): string;
  onClose(callback: (event: unknown) => void): string;
  off(refs: Array<string>): void;
}
