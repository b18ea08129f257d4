/** @jest-environment node */
// Tools developers point at our `/api` (issue 23) on an indexed devnet: ethers'
// EtherscanProvider reads the chain through `module=proxy` as a client of the node reads it
// and sends a transaction; the proxy's executing calls pass the node-call gate of
// `/api/eth-rpc`; etherscan-api's default `endblock=latest` lists an address's transactions.
import type { FastifyInstance } from 'fastify';
import { Contract, EtherscanProvider, Network } from 'ethers';
import { createPublicClient, erc20Abi, http, parseEther, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import './test/injectUnderJest';
import { freePort } from '../common/freePort';
import { getDevnetChain } from '../devnet/chain';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { DEVNET_NODE_CALL_LIMITS } from './lib/nodeCallGate';
import { createChainFixture, type ChainFixture } from './test/chainFixture';

type Json = Record<string, unknown>;

/** Counts `iterations` down (26 gas a round), then stops: about 5.2 M gas for 200,000. */
function countdown(iterations: number): Hex {
  return `0x62${ iterations.toString(16).padStart(6, '0') }5b600190038060045700`;
}

/**
 * ethers' client of Etherscan, sent to our `/api`. It accepts only Etherscan's own chains,
 * so it is told mainnet: the chain id only goes out as the `chainid` parameter we ignore.
 */
class OurEtherscanProvider extends EtherscanProvider {
  constructor(private readonly api: string) {
    super(Network.from(1));
  }

  override getUrl(module: string, params: Record<string, string>): string {
    const query = Object.entries(params).filter(([ , value ]) => value != null).map(([ key, value ]) => `&${ key }=${ value }`).join('');
    return `${ this.api }?chainid=1&module=${ module }${ query }`;
  }

  override getPostUrl(): string {
    return `${ this.api }?chainid=1`;
  }
}

describe('Etherscan clients pointed at /api', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  let api: string;
  let node: PublicClient;
  let provider: OurEtherscanProvider;

  beforeAll(async() => {
    fixture = await createChainFixture({ steps: 4, emptyBlocks: 2 });
    app = buildApp({ db: fixture.db, config: testApiConfig({ API_RPC_URL: fixture.devnet.url, API_CACHE_TTL_MS: '0' }) });
    const port = await freePort();
    await app.listen({ host: '127.0.0.1', port });
    api = `http://127.0.0.1:${ port }/api`;
    node = createPublicClient({ chain: getDevnetChain(fixture.devnet.url), cacheTime: 0, transport: http(fixture.devnet.url, { retryCount: 0 }) });
    provider = new OurEtherscanProvider(api);
  }, 240_000);

  afterAll(async() => {
    provider?.destroy();
    await app?.close();
    await fixture?.close();
  });

  async function get(query: Record<string, string>, target: FastifyInstance = app): Promise<Json> {
    const response = await target.inject(`/api?${ new URLSearchParams(query) }`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** The node's own JSON-RPC answer, for comparison. */
  async function nodeAnswer(method: string, params: unknown[]): Promise<Json> {
    const response = await fetch(fixture.devnet.url, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    return response.json() as Promise<Json>;
  }

  it('ethers\' EtherscanProvider reads heads, blocks, transactions, receipts, nonces, code, storage and contracts as the node has them', async() => {
    const head = await node.getBlockNumber();
    expect(await provider.getBlockNumber()).toBe(Number(head));
    const block = await provider.getBlock(Number(head) - 1, true);
    const nodeBlock = await node.getBlock({ blockNumber: head - 1n, includeTransactions: true });
    expect({ hash: block?.hash, number: block?.number, transactions: block?.prefetchedTransactions.map((tx) => tx.hash) })
      .toEqual({ hash: nodeBlock.hash, number: Number(nodeBlock.number), transactions: nodeBlock.transactions.map((tx) => tx.hash) });

    const [ hash ] = fixture.hashesByKind.get('erc20_transfer')!;
    const receipt = await node.getTransactionReceipt({ hash });
    const [ transaction, ourReceipt ] = await Promise.all([ provider.getTransaction(hash), provider.getTransactionReceipt(hash) ]);
    expect({ from: transaction?.from.toLowerCase(), blockNumber: transaction?.blockNumber, nonce: transaction?.nonce })
      .toEqual({ from: receipt.from, blockNumber: Number(receipt.blockNumber), nonce: (await node.getTransaction({ hash })).nonce });
    expect({ status: ourReceipt?.status, gasUsed: ourReceipt?.gasUsed, logs: ourReceipt?.logs.map((log) => log.topics) })
      .toEqual({ status: 1, gasUsed: receipt.gasUsed, logs: receipt.logs.map((log) => log.topics) });

    const token = receipt.logs[0].address;
    expect(await provider.getTransactionCount(receipt.from)).toBe(await node.getTransactionCount({ address: receipt.from }));
    expect(await provider.getCode(token)).toBe(await node.getCode({ address: token }));
    expect(await provider.getStorage(token, 2)).toBe(await node.getStorageAt({ address: token, slot: '0x2' }));
    expect(await provider.getBalance(receipt.from)).toBe(await node.getBalance({ address: receipt.from }));
    // eth_call and eth_estimateGas go out as POST forms.
    const contract = new Contract(token, erc20Abi, provider);
    expect(await contract.balanceOf(receipt.from)).toBe(await node.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf',
      args: [ receipt.from ] }));
    const transfer = { account: receipt.from, address: token, abi: erc20Abi, functionName: 'transfer', args: [ receipt.from, 0n ] } as const;
    expect(await contract.transfer.estimateGas(receipt.from, 0n, { from: receipt.from })).toBe(await node.estimateContractGas(transfer));
  }, 60_000);

  it('answers every proxy action in JSON-RPC\'s shape with the node\'s results, and the node\'s errors', async() => {
    const head = Number(await node.getBlockNumber());
    const [ hash ] = fixture.hashesByKind.get('erc20_transfer')!;
    const { blockNumber, transactionIndex } = await node.getTransactionReceipt({ hash });
    const tag = `0x${ blockNumber.toString(16) }`;
    const index = `0x${ transactionIndex.toString(16) }`;
    const cases: Array<[ Record<string, string>, string, unknown[] ]> = [
      [ { action: 'eth_getBlockTransactionCountByNumber', tag }, 'eth_getBlockTransactionCountByNumber', [ tag ] ],
      [ { action: 'eth_getTransactionByBlockNumberAndIndex', tag, index }, 'eth_getTransactionByBlockNumberAndIndex', [ tag, index ] ],
      [ { action: 'eth_getBlockByNumber', tag, boolean: 'false' }, 'eth_getBlockByNumber', [ tag, false ] ],
      [ { action: 'eth_gasPrice' }, 'eth_gasPrice', [] ],
      [ { action: 'eth_getTransactionByHash', txhash: '0x12' }, 'eth_getTransactionByHash', [ '0x12' ] ],
    ];
    for (const [ query, method, params ] of cases) {
      expect({ query, answer: await get({ module: 'proxy', ...query }) }).toEqual({ query, answer: await nodeAnswer(method, params) });
    }
    // Blockscout's id parameter is echoed; the head is the explorer's.
    expect(await get({ module: 'proxy', action: 'eth_blockNumber', id: '83' })).toEqual({ jsonrpc: '2.0', id: 83, result: `0x${ head.toString(16) }` });
    expect(await get({ module: 'PROXY', action: 'eth_getBlockByNumber', tag, boolean: 'maybe' }))
      .toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params: boolean must be true or false' } });
    expect(await get({ module: 'proxy', action: 'eth_getTransactionReceipt' }))
      .toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params: txhash is required' } });
    expect(await get({ module: 'proxy', action: 'eth_getLogs' })).toEqual({ status: '0', message: 'Unknown action', result: null });
  }, 60_000);

  it('sends a raw transaction to the node (a POST form, as ethers sends it)', async() => {
    const account = privateKeyToAccount(fixture.devnet.accounts[19].privateKey);
    const nonce = await node.getTransactionCount({ address: account.address });
    const fees = await node.estimateFeesPerGas();
    const signed = await account.signTransaction({ chainId: 265, to: fixture.devnet.accounts[18].address, value: parseEther('0.25'), nonce,
      gas: 21_000n, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas, type: 'eip1559' });
    const sent = await provider.broadcastTransaction(signed);
    expect((await node.getTransaction({ hash: sent.hash as Hex })).from.toLowerCase()).toBe(account.address.toLowerCase());
    await fixture.devnet.mine();
  }, 60_000);

  it('sends eth_call and eth_estimateGas through the node-call gate of /api/eth-rpc: the gas cap and the node time per client', async() => {
    const gated = buildApp({ db: fixture.db, config: { ...testApiConfig({ API_RPC_URL: fixture.devnet.url, API_CACHE_TTL_MS: '0' }),
      // A time limit the loop cannot reach on a busy machine: what stops it is the gas cap.
      nodeCalls: { ...DEVNET_NODE_CALL_LIMITS, timeoutMs: 60_000, nodeMsPerClientMinute: 1 } } });
    try {
      // ~5.2 M gas asked with 30 M: the call runs with the 3 M cap and runs out.
      const capped = await gated.inject({ url: `/api?module=proxy&action=eth_call&data=${ countdown(200_000) }&gas=0x1c9c380`, remoteAddress: '10.1.0.1' });
      expect(capped.json()).toMatchObject({ jsonrpc: '2.0', id: 1, error: { message: expect.stringMatching(/out of gas/i) } });
      // One call at /api/eth-rpc spends this client's node time for the minute: the proxy module refuses the next one.
      const viaRpc = await gated.inject({ method: 'POST', url: '/api/eth-rpc', remoteAddress: '10.1.0.2', headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [ { data: countdown(1000) }, 'latest' ] }) });
      expect(viaRpc.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x' });
      for (const action of [ 'eth_call', 'eth_estimateGas' ]) {
        const refused = await gated.inject({ url: `/api?module=proxy&action=${ action }&data=${ countdown(1000) }`, remoteAddress: '10.1.0.2' });
        expect(refused.json()).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: expect.stringMatching(/^Too many requests/) } });
      }
      // Another client is not held back.
      const other = await gated.inject({ url: `/api?module=proxy&action=eth_call&data=${ countdown(1000) }`, remoteAddress: '10.1.0.3' });
      expect(other.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x' });
    } finally {
      await gated.close();
    }
  }, 180_000);

  it('takes etherscan-api\'s default endblock=latest (and startblock=latest) as the indexed head', async() => {
    const [ hash ] = fixture.hashesByKind.get('erc20_transfer')!;
    const { from } = await node.getTransactionReceipt({ hash });
    const head = String((await fixture.db.query<{ number: number }>('SELECT max(number) AS number FROM blocks WHERE consensus'))[0].number);
    const list = (startblock: string, endblock: string) => get({ module: 'account', action: 'txlist', address: from, startblock, endblock, page: '1',
      offset: '100', sort: 'asc' });
    const latest = await list('0', 'latest');
    expect(latest).toEqual({ status: '1', message: 'OK', result: expect.arrayContaining([ expect.objectContaining({ hash }) ]) });
    expect(latest).toEqual(await list('0', head));
    expect(await list('latest', 'latest')).toEqual(await list(head, head));
    expect(await get({ module: 'account', action: 'txlist', address: from, endblock: 'yesterday' }))
      .toEqual({ status: '0', message: 'Invalid endblock format', result: null });
  }, 60_000);
});
