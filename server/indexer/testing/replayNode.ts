/**
 * Test helper: a JSON-RPC node on loopback that serves a recorded chain in the node's own
 * JSON, for chains the devnet cannot make (Hardhat has no beacon chain, so no withdrawals).
 * It answers the reads the indexer makes — blocks, receipts, logs, balances, code — up to a head
 * the test moves, so blocks can arrive one by one. Every other method (tracing, mempool)
 * gets `-32601 method not found`, one by one inside batches too, like a geth without the
 * debug and txpool APIs; capability detection then finds no tracer and no mempool.
 * (trace/fixtures/replayNode.ts is another thing: recorded single exchanges for a request function.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Quantity = `0x${ string }`;

/** A chain as a node answers it; see testing/fixtures/beacon-withdrawals-chain.json. */
export interface RecordedChain {
  /** `eth_chainId`. */
  chainId: Quantity;
  /** `eth_getBlockByNumber(n, true)` from genesis up, with full transactions. */
  blocks: Json[];
  /** `eth_getTransactionReceipt` of every transaction of `blocks`. */
  receipts: Json[];
  /** Balance of an address from a height (hex) on, for each height that changed it; 0 before the first. */
  balances?: Record<string, Record<string, Quantity>>;
  /** Contract code by address, the same at every height (the recorded chain creates none). */
  code?: Record<string, Quantity>;
}

export interface ReplayNodeOptions {
  /** The newest block served at first; the last recorded one by default. */
  head?: number;
}

export interface ReplayNode {
  url: string;
  /** Serves blocks up to `number` from now on (never more than were recorded). */
  setHead(number: number): void;
  /** The methods of every HTTP request received, in order (a batch is one entry). */
  readonly requests: string[][];
  /** The methods answered `-32601`, in order. */
  readonly unsupported: string[];
  close(): Promise<void>;
}

interface JsonRpcRequest {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/** A JSON-RPC error answer; thrown by the handlers. */
class NodeError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

const HASH = /^0x[0-9a-f]{64}$/;

export async function createReplayNode(chain: RecordedChain, options: ReplayNodeOptions = {}): Promise<ReplayNode> {
  checkChain(chain);
  const blocksByHash = new Map(chain.blocks.map((block) => [ String(block.hash).toLowerCase(), block ]));
  const receiptsByHash = new Map(chain.receipts.map((receipt) => [ String(receipt.transactionHash).toLowerCase(), receipt ]));
  const last = chain.blocks.length - 1;
  let head = Math.min(options.head ?? last, last);
  const requests: string[][] = [];
  const unsupported: string[] = [];

  const visible = (block: Json | undefined) => block && Number(block.number) <= head ? block : undefined;
  const transactionsOf = (block: Json) => block.transactions as Json[];

  /** A block number, tag or hash, as `eth_getBlockByNumber`, `eth_getBalance` and `eth_getBlockReceipts` take them. */
  function resolveBlock(id: unknown): Json | undefined {
    const value = typeof id === 'object' && id !== null ? (id as Json).blockHash ?? (id as Json).blockNumber : id;
    if (typeof value !== 'string') throw new NodeError(-32602, 'invalid argument 0: hex string expected');
    if (HASH.test(value.toLowerCase())) return visible(blocksByHash.get(value.toLowerCase()));
    if ([ 'latest', 'pending', 'safe', 'finalized' ].includes(value)) return chain.blocks[head];
    if (value === 'earliest') return chain.blocks[0];
    if (!/^0x(0|[1-9a-f][0-9a-f]*)$/.test(value)) throw new NodeError(-32602, `invalid argument 0: hex number with leading zero digits`);
    return visible(chain.blocks[Number(value)]);
  }

  /** State reads need the block: geth says "header not found" for one it does not have. */
  function stateBlock(id: unknown): number {
    const block = resolveBlock(id);
    if (!block) throw new NodeError(-32000, 'header not found');
    return Number(block.number);
  }

  function blockAnswer(block: Json | undefined, full: unknown): Json | null {
    if (!block) return null;
    return full === true ? block : { ...block, transactions: transactionsOf(block).map((tx) => tx.hash) };
  }

  function receiptOf(hash: unknown): Json | null {
    const receipt = receiptsByHash.get(String(hash).toLowerCase());
    return receipt && visible(blocksByHash.get(String(receipt.blockHash))) ? receipt : null;
  }

  function balanceAt(address: unknown, height: number): Quantity {
    const changes = chain.balances?.[String(address).toLowerCase()] ?? {};
    let newest = -1;
    let balance: Quantity = '0x0';
    for (const [ number, value ] of Object.entries(changes)) {
      if (Number(number) <= height && Number(number) > newest) [ newest, balance ] = [ Number(number), value ];
    }
    return balance;
  }

  const codeOf = (address: unknown): Quantity => chain.code?.[String(address).toLowerCase()] ?? '0x';

  /** `eth_getLogs` over the recorded receipts: a block range, an address or list, and the first topic or a list of them. */
  function logsOf(filter: Json): Json[] {
    const from = Number(resolveBlock(filter.fromBlock ?? 'latest')?.number ?? head + 1);
    const to = Math.min(Number(resolveBlock(filter.toBlock ?? 'latest')?.number ?? head), head);
    const addresses = [ filter.address ].flat().filter(Boolean).map((address) => String(address).toLowerCase());
    const firstTopics = [ (filter.topics as unknown[] | undefined)?.[0] ].flat().filter(Boolean).map(String);
    return chain.blocks.slice(from, to + 1).flatMap((block) => transactionsOf(block).flatMap((tx) => (receiptOf(tx.hash)?.logs ?? []) as Json[]))
      .filter((entry) => (addresses.length === 0 || addresses.includes(String(entry.address).toLowerCase())) &&
        (firstTopics.length === 0 || firstTopics.includes(String((entry.topics as unknown[])[0]))));
  }

  const handlers: Record<string, (params: unknown[]) => unknown> = {
    eth_chainId: () => chain.chainId,
    eth_blockNumber: () => `0x${ head.toString(16) }`,
    eth_getBlockByNumber: ([ id, full ]) => blockAnswer(resolveBlock(id), full),
    eth_getBlockByHash: ([ hash, full ]) => blockAnswer(visible(blocksByHash.get(String(hash).toLowerCase())), full),
    eth_getBlockReceipts: ([ id ]) => {
      const block = resolveBlock(id);
      return block ? transactionsOf(block).map((tx) => receiptOf(tx.hash)) : null;
    },
    eth_getTransactionReceipt: ([ hash ]) => receiptOf(hash),
    eth_getLogs: ([ filter ]) => logsOf((filter ?? {}) as Json),
    eth_getTransactionByHash: ([ hash ]) => {
      const receipt = receiptOf(hash);
      return receipt ? transactionsOf(blocksByHash.get(String(receipt.blockHash))!)[Number(receipt.transactionIndex)] : null;
    },
    eth_getBalance: ([ address, id ]) => balanceAt(address, stateBlock(id)),
    eth_getCode: ([ address, id ]) => {
      stateBlock(id);
      return codeOf(address);
    },
    eth_call: ([ call, id ]) => {
      stateBlock(id);
      // A call to an address without code runs nothing; a contract's answers are not recorded.
      if (codeOf((call as Json | undefined)?.to) === '0x') return '0x';
      throw new NodeError(-32000, 'replay node: eth_call to a contract is not recorded');
    },
  };

  function answer(request: JsonRpcRequest): Json {
    const id = request.id ?? null;
    if (typeof request.method !== 'string') return { jsonrpc: '2.0', id, error: { code: -32600, message: 'invalid request' } };
    const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined;
    if (!handler) {
      unsupported.push(request.method);
      // geth's words for a method it does not serve.
      return { jsonrpc: '2.0', id, error: { code: -32601, message: `the method ${ request.method } does not exist/is not available` } };
    }
    try {
      return { jsonrpc: '2.0', id, result: handler(Array.isArray(request.params) ? request.params : []) };
    } catch (error) {
      if (!(error instanceof NodeError)) throw error;
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
    }
  }

  function respond(raw: string): unknown {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } };
    }
    if (!Array.isArray(parsed)) {
      const request = (parsed ?? {}) as JsonRpcRequest;
      requests.push([ String(request.method) ]);
      return answer(request);
    }
    requests.push(parsed.map((request: JsonRpcRequest) => String(request?.method)));
    if (parsed.length === 0) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'empty batch' } };
    return parsed.map((request: JsonRpcRequest) => answer(request ?? {}));
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(respond(Buffer.concat(chunks).toString())));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${ port }`,
    setHead(number) {
      head = Math.max(0, Math.min(number, last));
    },
    requests,
    unsupported,
    async close() {
      // Keep-alive sockets of the indexer's client would hold close() open.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The recorded chain must hold together as a node's would: heights from 0, each block
 * pointing at the one before, its transactions and receipts naming it. An edited fixture
 * that breaks this would show up as a reorg in the indexer, far from the cause.
 */
function checkChain(chain: RecordedChain) {
  const receipts = new Map(chain.receipts.map((receipt) => [ String(receipt.transactionHash), receipt ]));
  chain.blocks.forEach((block, number) => {
    const where = `recorded block ${ number }`;
    if (Number(block.number) !== number || !HASH.test(String(block.hash))) throw new Error(`${ where }: wrong number or hash`);
    if (number > 0 && block.parentHash !== chain.blocks[number - 1].hash) throw new Error(`${ where }: parent hash is not block ${ number - 1 }'s`);
    for (const tx of block.transactions as Json[]) {
      const receipt = receipts.get(String(tx.hash));
      if (!receipt || tx.blockHash !== block.hash || receipt.blockHash !== block.hash || receipt.transactionIndex !== tx.transactionIndex) {
        throw new Error(`${ where }: transaction ${ String(tx.hash) } or its receipt names another block`);
      }
    }
  });
}
