/** @jest-environment node */
// `/api/eth-rpc` (GUIDE §11) over real HTTP on an indexed devnet: a viem client pointed at it
// reads what a client pointed at the node reads; batches, notifications and every JSON-RPC
// error code; a raw transaction reaches the node.
import type { FastifyInstance } from 'fastify';
import { createPublicClient, erc20Abi, http, parseEther, parseEventLogs, type Hash, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import './test/injectUnderJest';
import { freePort } from '../common/freePort';
import { getDevnetChain } from '../devnet/chain';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createChainFixture, type ChainFixture } from './test/chainFixture';

type Json = Record<string, unknown>;

describe('eth-rpc on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  let endpoint: string;
  let ours: PublicClient;
  let node: PublicClient;

  beforeAll(async() => {
    fixture = await createChainFixture({ steps: 4, emptyBlocks: 3 });
    app = buildApp({ db: fixture.db, config: testApiConfig({ API_RPC_URL: fixture.devnet.url }) });
    const port = await freePort();
    await app.listen({ host: '127.0.0.1', port });
    endpoint = `http://127.0.0.1:${ port }/api/eth-rpc`;
    const chain = getDevnetChain(fixture.devnet.url);
    // No cache: the head is read again after a block is mined.
    ours = createPublicClient({ chain, cacheTime: 0, transport: http(endpoint, { retryCount: 0 }) });
    node = createPublicClient({ chain, cacheTime: 0, transport: http(fixture.devnet.url, { retryCount: 0 }) });
  }, 240_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function post(body: string, path = endpoint, contentType = 'application/json') {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': contentType }, body });
    return { status: response.status, body: response.status === 204 ? null : await response.json() };
  }

  it('answers the chain id, the head, blocks, balances, nonces, code and gas as the node does', async() => {
    expect(await ours.getChainId()).toBe(265);
    expect(await ours.getBlockNumber()).toBe(await node.getBlockNumber());
    const head = await node.getBlockNumber();
    for (const blockNumber of [ 0n, head - 1n, head ]) {
      expect(await ours.getBlock({ blockNumber, includeTransactions: true })).toEqual(await node.getBlock({ blockNumber, includeTransactions: true }));
    }
    const latest = await node.getBlock();
    expect(await ours.getBlock({ blockHash: latest.hash })).toEqual(latest);
    for (const { address } of fixture.devnet.accounts.slice(0, 3)) {
      expect(await ours.getBalance({ address })).toBe(await node.getBalance({ address }));
      expect(await ours.getBalance({ address, blockNumber: head - 2n })).toBe(await node.getBalance({ address, blockNumber: head - 2n }));
      expect(await ours.getTransactionCount({ address })).toBe(await node.getTransactionCount({ address }));
    }
    expect(await ours.getGasPrice()).toBe(await node.getGasPrice());
    expect(await ours.estimateMaxPriorityFeePerGas()).toBe(await node.estimateMaxPriorityFeePerGas());
  });

  it('answers transactions, receipts and contract reads as the node does', async() => {
    const hashes = [ ...fixture.hashesByKind.get('erc20_transfer')!.slice(0, 2), fixture.hashesByKind.get('revert_require')![0] ];
    for (const hash of hashes) {
      expect(await ours.getTransaction({ hash })).toEqual(await node.getTransaction({ hash }));
      expect(await ours.getTransactionReceipt({ hash })).toEqual(await node.getTransactionReceipt({ hash }));
    }
    const receipt = await node.getTransactionReceipt({ hash: hashes[0] });
    const token = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' })[0].address;
    const holder = receipt.from;
    const read = (client: PublicClient) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ holder ] });
    expect(await read(ours)).toBe(await read(node));
    expect(await ours.getCode({ address: token })).toBe(await node.getCode({ address: token }));
    expect(await ours.getStorageAt({ address: token, slot: '0x0' })).toBe(await node.getStorageAt({ address: token, slot: '0x0' }));
    const transfer = { account: holder, address: token, abi: erc20Abi, functionName: 'transfer', args: [ holder, 0n ] } as const;
    expect(await ours.estimateContractGas(transfer)).toBe(await node.estimateContractGas(transfer));
  });

  it('answers logs from the database exactly as the node encodes them', async() => {
    const receipt = await node.getTransactionReceipt({ hash: fixture.hashesByKind.get('erc20_transfer')![0] });
    const token = receipt.logs[0].address;
    const head = await node.getBlockNumber();
    const filters: Json[] = [
      { address: token, fromBlock: '0x0', toBlock: 'latest' },
      { address: [ token, receipt.to ], fromBlock: '0x0', toBlock: `0x${ head.toString(16) }` },
      { topics: [ receipt.logs[0].topics[0], null, receipt.logs[0].topics[2] ], fromBlock: 'earliest' },
      { topics: [ [ receipt.logs[0].topics[0], `0x${ 'ab'.repeat(32) }` ] ], fromBlock: '0x1', toBlock: `0x${ (head - 1n).toString(16) }` },
      { blockHash: receipt.blockHash },
      { address: token.toUpperCase().replace('0X', '0x'), fromBlock: '0x0' },
    ];
    for (const filter of filters) {
      const request = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_getLogs', params: [ filter ] });
      const [ mine, theirs ] = await Promise.all([ post(request), post(request, fixture.devnet.url) ]);
      expect({ filter, body: mine.body }).toEqual({ filter, body: theirs.body });
      expect((mine.body as { result: unknown[] }).result.length).toBeGreaterThan(0);
    }
    // The same through viem's decoding.
    const event = erc20Abi.find((item) => item.type === 'event' && item.name === 'Transfer')!;
    expect(await ours.getLogs({ address: token, event, fromBlock: 0n })).toEqual(await node.getLogs({ address: token, event, fromBlock: 0n }));
  });

  it('answers a batch in order, with -32601 for a method it does not offer', async() => {
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [ fixture.devnet.accounts[0].address, 'latest' ] },
      { jsonrpc: '2.0', id: 3, method: 'debug_traceTransaction', params: [ fixture.hashesByKind.get('erc20_transfer')![0] ] },
      { jsonrpc: '2.0', id: 4, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', method: 'eth_chainId' },
      { jsonrpc: '1.0', id: 6, method: 'eth_chainId' },
    ];
    const { status, body } = await post(JSON.stringify(batch));
    expect(status).toBe(200);
    const balance = await node.getBalance({ address: fixture.devnet.accounts[0].address });
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 'a', result: `0x${ (await node.getBlockNumber()).toString(16) }` },
      { jsonrpc: '2.0', id: 2, result: `0x${ balance.toString(16) }` },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found: debug_traceTransaction' } },
      { jsonrpc: '2.0', id: 4, result: '0x109' },
      // The notification (no id) gets no answer.
      { jsonrpc: '2.0', id: 6, error: { code: -32600, message: 'Invalid request: jsonrpc must be "2.0"' } },
    ]);
    // viem's own batching gives the same answers as single calls.
    const batching = createPublicClient({ transport: http(endpoint, { batch: true }) });
    const [ number, chainId ] = await Promise.all([ batching.getBlockNumber(), batching.getChainId() ]);
    expect({ number, chainId }).toEqual({ number: await node.getBlockNumber(), chainId: 265 });
  });

  it('refuses malformed bodies, requests and params with JSON-RPC codes', async() => {
    expect(await post('{"jsonrpc":"2.0",')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.any(String) } } });
    expect((await post('[]')).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: empty batch' } });
    expect((await post('42')).body).toMatchObject({ id: null, error: { code: -32600 } });
    const tooMany = Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }));
    expect((await post(JSON.stringify(tooMany))).body).toMatchObject({ id: null, error: { code: -32600 } });
    expect((await post('{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":{}}')).body).toMatchObject({ id: 1, error: { code: -32602 } });
    for (const filter of [ { address: '0x12' }, { topics: [ '0xzz' ] }, { fromBlock: 'yesterday' }, { blockHash: `0x${ '11'.repeat(32) }`, fromBlock: '0x0' } ]) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'eth_getLogs', params: [ filter ] });
      expect((await post(body)).body).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32602, message: expect.stringContaining('Invalid params') } });
    }
    // A method the node refuses keeps the node's error.
    const bad = JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'eth_getBalance', params: [ 'nope', 'latest' ] });
    expect((await post(bad)).body).toEqual((await post(bad, fixture.devnet.url)).body);
    // A notification alone gets an empty answer.
    expect(await post('{"jsonrpc":"2.0","method":"eth_chainId"}')).toEqual({ status: 204, body: null });
  });

  it('serves /api/v1/eth-rpc and takes a call shaped as hardhat sends it (text body, no content type parsing)', async() => {
    const call = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
    const url = endpoint.replace('/api/eth-rpc', '/api/v1/eth-rpc');
    expect((await post(call, url)).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x109' });
    expect((await post(call, endpoint, 'text/plain')).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x109' });
  });

  it('sends a raw transaction to the node', async() => {
    const account = privateKeyToAccount(fixture.devnet.accounts[19].privateKey);
    const recipient = fixture.devnet.accounts[18].address;
    const nonce = await ours.getTransactionCount({ address: account.address });
    const fees = await ours.estimateFeesPerGas();
    const signed = await account.signTransaction({ chainId: 265, to: recipient, value: parseEther('0.5'), nonce, gas: 21_000n,
      maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas, type: 'eip1559' });
    const hash: Hash = await ours.sendRawTransaction({ serializedTransaction: signed });
    expect((await node.getTransaction({ hash })).from.toLowerCase()).toBe(account.address.toLowerCase());

    // Mined by the node but not indexed (the fixture's indexer has stopped): the head and
    // `latest` are the explorer's, a range above them is the node's.
    await fixture.devnet.mine();
    const nodeHead = await node.getBlockNumber();
    expect(await ours.getBlockNumber()).toBe(nodeHead - 1n);
    const receipt = await node.getTransactionReceipt({ hash });
    expect(await ours.getTransactionReceipt({ hash })).toEqual(receipt);
    const [ token ] = (await node.getTransactionReceipt({ hash: fixture.hashesByKind.get('erc20_transfer')![0] })).logs;
    const upToNode = await ours.getLogs({ address: token.address, fromBlock: 0n, toBlock: nodeHead });
    expect(upToNode).toEqual(await node.getLogs({ address: token.address, fromBlock: 0n, toBlock: nodeHead }));
    expect(await ours.getLogs({ address: token.address, fromBlock: 0n, toBlock: 'latest' })).toEqual(upToNode);
  });
});
