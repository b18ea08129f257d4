/** @jest-environment node */
// The Etherscan-compatible account, logs, token, stats, block and transaction modules
// (GUIDE §11) on a devnet indexed by the real indexer: every answer is checked against what
// the node says (balances, logs, receipts, blocks, token reads), plus paging, sorting,
// filters, GET and POST, names in any case and the refusals' envelope.
import type { FastifyInstance } from 'fastify';
import {
  createPublicClient, erc20Abi, erc721Abi, http, parseEventLogs, toHex, type Address, type PublicClient, type RpcBlock,
  type RpcTransactionReceipt,
} from 'viem';

import './test/injectUnderJest';
import { getDevnetChain } from '../devnet/chain';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createChainFixture, PENDING_TRANSACTIONS, type ChainFixture } from './test/chainFixture';

type Json = Record<string, unknown>;
type Answer = { status: string; message: string; result: unknown };
type Items = Array<Record<string, string>>;

const NEVER_SEEN = `0x${ '5a'.repeat(20) }`;
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

describe('Etherscan-compatible modules on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  let node: PublicClient;
  let head: number;
  /** Every consensus block with its full transactions, and every receipt, from the node. */
  const blocks: RpcBlock<'latest', true>[] = [];
  const receipts = new Map<string, RpcTransactionReceipt>();

  beforeAll(async() => {
    fixture = await createChainFixture({ steps: 6, emptyBlocks: 3 });
    app = buildApp({ db: fixture.db, config: testApiConfig({}) });
    node = createPublicClient({ chain: getDevnetChain(fixture.devnet.url), cacheTime: 0, transport: http(fixture.devnet.url) });
    head = Number(await rpc('eth_blockNumber'));
    for (let number = 0; number <= head; number++) {
      const block = await rpc('eth_getBlockByNumber', [ toHex(number), true ]) as RpcBlock<'latest', true>;
      blocks.push(block);
      for (const transaction of block.transactions) {
        receipts.set(transaction.hash, await rpc('eth_getTransactionReceipt', [ transaction.hash ]) as RpcTransactionReceipt);
      }
    }
  }, 240_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    return fixture.devnet.provider.request({ method, params } as never);
  }

  async function get(query: string, path = '/api'): Promise<Answer> {
    const response = await app.inject(`${ path }?${ query }`);
    expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
    return response.json();
  }

  async function ok<T = Items>(query: string): Promise<T> {
    const body = await get(query);
    expect({ query, status: body.status, message: body.message }).toEqual({ query, status: '1', message: 'OK' });
    return body.result as T;
  }

  async function postForm(fields: Record<string, string>, multipart = false): Promise<Answer> {
    if (multipart) {
      const form = new FormData();
      Object.entries(fields).forEach(([ name, value ]) => form.append(name, value));
      const request = new Request('http://x/api', { method: 'POST', body: form });
      const response = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()) });
      return response.json();
    }
    const response = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString() });
    return response.json();
  }

  const allTransactions = () => blocks.flatMap((block) => block.transactions);
  const blockOf = (number: number | bigint | string) => blocks[Number(number)];
  const seconds = (block: RpcBlock) => String(Number(block.timestamp));
  const erc20Transfer = () => receipts.get(fixture.hashesByKind.get('erc20_transfer')![0])!;
  const tokenOf = (receipt: RpcTransactionReceipt) => receipt.logs.find((log) => log.topics[0] === TRANSFER_TOPIC)!.address;
  /** The node's Transfer logs of `token`, in chain order. */
  const transferLogs = (token: string) => [ ...receipts.values() ].flatMap((receipt) => receipt.logs)
    .filter((log) => log.address === token && log.topics[0] === TRANSFER_TOPIC)
    .sort((a, b) => Number(a.blockNumber) - Number(b.blockNumber) || Number(a.logIndex) - Number(b.logIndex));
  const topicAddress = (topic: string) => `0x${ topic.slice(26) }`;

  it('account/balance and balancemulti answer the node\'s balances, by GET and POST, on /api and /api/v1', async() => {
    const [ first, second ] = fixture.devnet.accounts.map((account) => account.address);
    const balance = async(address: string) => (await node.getBalance({ address: address as Address })).toString();
    expect(await ok(`module=account&action=balance&address=${ first }`)).toBe(await balance(first));
    expect((await get(`module=ACCOUNT&action=Balance&address=${ first.toLowerCase() }&apikey=k&chainid=265`, '/api/v1')).result).toBe(await balance(first));
    const list = [ first, second, NEVER_SEEN ];
    const expected = await Promise.all(list.map(async(address) => ({ account: address.toLowerCase(), balance: await balance(address), stale: false })));
    expect(await ok(`module=account&action=balancemulti&address=${ list.join(',') }`)).toEqual(expected);
    expect(await ok(`module=account&action=balance&address=${ list.join(',') }`)).toEqual(expected);
    expect((await postForm({ module: 'account', action: 'balancemulti', address: list.join(',') })).result).toEqual(expected);
    expect((await postForm({ module: 'account', action: 'balance', address: first }, true)).result).toBe(await balance(first));
    expect(await get('module=account&action=balance&address=0x12')).toEqual({ status: '0', message: 'Invalid address hash', result: null });
    expect(await get('module=account&action=balance')).toEqual({ status: '0', message: 'Query parameter \'address\' is required', result: null });
    expect(await get(`module=account&action=balancemulti&address=${ Array(21).fill(first).join(',') }`))
      .toMatchObject({ status: '0', message: 'Maximum of 20 addresses allowed' });
    // JSON-RPC's shape, at the latest block and at an older one.
    const older = head - 5;
    expect(await get(`module=account&action=eth_get_balance&address=${ first }&block=${ older }`)).toEqual(
      { jsonrpc: '2.0', id: 1, result: toHex(await node.getBalance({ address: first, blockNumber: BigInt(older) })) });
    expect(await get(`module=account&action=eth_get_balance&address=${ first }&id=7`)).toEqual(
      { jsonrpc: '2.0', id: 7, result: toHex(await node.getBalance({ address: first })) });
    expect(await get('module=account&action=eth_get_balance&address=0x1')).toEqual({ jsonrpc: '2.0', id: 1, error: 'Invalid address hash' });
  });

  it('account/txlist lists an address\'s transactions as the node has them, paged, sorted and filtered', async() => {
    const address = fixture.devnet.accounts[0].address.toLowerCase();
    const involved = allTransactions().filter((tx) => tx.from === address || tx.to === address ||
      receipts.get(tx.hash)!.contractAddress === address);
    expect(involved.length).toBeGreaterThan(6);
    const all = await ok(`module=account&action=txlist&address=${ address }&sort=asc`);
    expect(all.map((item) => item.hash)).toEqual(involved.map((tx) => tx.hash));
    for (const item of all) {
      const tx = involved.find((candidate) => candidate.hash === item.hash)!;
      const receipt = receipts.get(tx.hash)!;
      expect(item).toEqual({
        blockNumber: String(Number(tx.blockNumber)), timeStamp: seconds(blockOf(tx.blockNumber!)), hash: tx.hash, nonce: String(Number(tx.nonce)),
        blockHash: tx.blockHash, transactionIndex: String(Number(tx.transactionIndex)), from: tx.from, to: tx.to ?? '',
        value: BigInt(tx.value).toString(), gas: BigInt(tx.gas).toString(), gasPrice: BigInt(receipt.effectiveGasPrice).toString(),
        isError: receipt.status === '0x1' ? '0' : '1', txreceipt_status: receipt.status === '0x1' ? '1' : '0', input: tx.input,
        contractAddress: receipt.contractAddress ?? '', cumulativeGasUsed: BigInt(receipt.cumulativeGasUsed).toString(),
        gasUsed: BigInt(receipt.gasUsed).toString(), confirmations: String(head - Number(tx.blockNumber) + 1),
        methodId: tx.input.length >= 10 ? tx.input.slice(0, 10) : '0x', functionName: expect.any(String),
      });
    }
    const hashes = (items: Items) => items.map((item) => item.hash);
    expect(hashes(await ok(`module=account&action=txlist&address=${ address }`))).toEqual(hashes(all).reverse());
    expect(hashes(await ok(`module=account&action=txlist&address=${ address }&sort=asc&page=2&offset=3`))).toEqual(hashes(all).slice(3, 6));
    const middle = Number(all[Math.floor(all.length / 2)].blockNumber);
    expect(hashes(await ok(`module=account&action=txlist&address=${ address }&sort=asc&startblock=${ middle }&endblock=${ head }`)))
      .toEqual(hashes(all.filter((item) => Number(item.blockNumber) >= middle)));
    expect(hashes(await ok(`module=account&action=txlist&address=${ address }&sort=asc&filter_by=from`)))
      .toEqual(hashes(all.filter((item) => item.from === address)));
    const since = Number(all[2].timeStamp);
    expect(hashes(await ok(`module=account&action=txlist&address=${ address }&sort=asc&start_timestamp=${ since }`)))
      .toEqual(hashes(all.filter((item) => Number(item.timeStamp) >= since)));
    // A known method shows its signature.
    const transfer = erc20Transfer();
    const [ sent ] = (await ok(`module=account&action=txlist&address=${ transfer.from }&startblock=${ Number(transfer.blockNumber) }`
      + `&endblock=${ Number(transfer.blockNumber) }`)).filter((item) => item.hash === transfer.transactionHash);
    expect(sent.functionName).toMatch(/^transfer\(address \w+, uint256 \w+\)$/);

    expect(await get(`module=account&action=txlist&address=${ NEVER_SEEN }`)).toEqual({ status: '0', message: 'No transactions found', result: [] });
    expect(await get(`module=account&action=txlist&address=${ address }&page=101&offset=100`)).toEqual({ status: '0',
      message: 'Result window is too large, PageNo x Offset size must be less than or equal to 10000', result: [] });
    expect(await get('module=account&action=txlist&address=nope')).toMatchObject({ status: '0', message: 'Invalid address format' });
    expect(await get(`module=account&action=txlist&address=${ address }&sort=sideways`)).toMatchObject({ status: '0' });
  });

  it('account/txlistinternal lists a transaction\'s and an address\'s internal transactions as the REST API does', async() => {
    const hash = fixture.hashesByKind.get('internal_calls')![0];
    const rest = (await app.inject(`/api/v2/transactions/${ hash }/internal-transactions`)).json().items as Json[];
    expect(rest.length).toBeGreaterThan(0);
    const items = await ok(`module=account&action=txlistinternal&txhash=${ hash }`);
    const receipt = receipts.get(hash)!;
    const lower = (party: unknown) => String((party as Json | null)?.hash ?? '').toLowerCase();
    expect(items.map((item) => [ item.from, item.to, item.contractAddress, item.value, item.index, item.transactionHash, item.blockNumber ]))
      .toEqual(rest.map((frame) => [ lower(frame.from), lower(frame.to), lower(frame.created_contract), frame.value, String(frame.index),
        hash, String(Number(receipt.blockNumber)) ]));
    expect(items.every((item) => item.timeStamp === seconds(blockOf(receipt.blockNumber)))).toBe(true);
    // By address: every frame touching the called contract, newest first.
    const contract = receipt.to!;
    const byAddress = await ok(`module=account&action=txlistinternal&address=${ contract }`);
    expect(byAddress.length).toBeGreaterThan(0);
    expect(byAddress.every((item) => item.from === contract || item.to === contract || item.contractAddress === contract)).toBe(true);
    const numbers = byAddress.map((item) => Number(item.blockNumber));
    expect(numbers).toEqual([ ...numbers ].sort((a, b) => b - a));
    expect(await get(`module=account&action=txlistinternal&txhash=0x${ '00'.repeat(32) }`))
      .toEqual({ status: '0', message: 'No internal transactions found', result: [] });
    expect(await get('module=account&action=txlistinternal')).toMatchObject({ status: '0', message: 'Query parameter txhash or address is required' });
    expect(await get('module=account&action=txlistinternal&txhash=0x12')).toMatchObject({ status: '0', message: 'Invalid txhash format' });
  });

  it('account/tokentx, tokenbalance and tokenlist agree with the token\'s logs and balanceOf', async() => {
    const token = tokenOf(erc20Transfer());
    const logs = transferLogs(token);
    const [ name, symbol, decimals ] = await Promise.all([ 'name', 'symbol', 'decimals' ].map((functionName) =>
      node.readContract({ address: token, abi: erc20Abi, functionName: functionName as 'name' })));
    const items = await ok(`module=account&action=tokentx&contractaddress=${ token }&sort=asc`);
    expect(items.map((item) => [ item.hash, item.logIndex, item.from, item.to, item.value ])).toEqual(logs.map((log) =>
      [ log.transactionHash, String(Number(log.logIndex)), topicAddress(log.topics[1]!), topicAddress(log.topics[2]!), BigInt(log.data).toString() ]));
    expect(items[0]).toMatchObject({ contractAddress: token, tokenName: name, tokenSymbol: symbol, tokenDecimal: String(decimals),
      blockNumber: String(Number(logs[0].blockNumber)), timeStamp: seconds(blockOf(logs[0].blockNumber!)) });
    const holder = topicAddress(logs.at(-1)!.topics[2]!);
    const mine = logs.filter((log) => topicAddress(log.topics[1]!) === holder || topicAddress(log.topics[2]!) === holder);
    const byHolder = await ok(`module=account&action=tokentx&address=${ holder }&contractaddress=${ token }&sort=asc`);
    expect(byHolder.map((item) => item.hash)).toEqual(mine.map((log) => log.transactionHash));
    // ERC-20 only: the holder's NFT transfers are not in tokentx.
    const anyTokens = await ok(`module=account&action=tokentx&address=${ holder }&offset=10000`);
    expect(anyTokens.every((item) => item.tokenID === undefined && item.value !== undefined)).toBe(true);
    expect(anyTokens.length).toBeGreaterThanOrEqual(mine.length);

    const balance = await node.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ holder as Address ] });
    expect(await ok(`module=account&action=tokenbalance&contractaddress=${ token }&address=${ holder }`)).toBe(balance.toString());
    expect(await ok(`module=account&action=tokenbalance&contractaddress=${ token }&address=${ NEVER_SEEN }`)).toBe('0');
    expect(await get(`module=account&action=tokenbalance&address=${ holder }`))
      .toEqual({ status: '0', message: 'Required query parameters missing: contractaddress', result: null });
    const tokens = await ok(`module=account&action=tokenlist&address=${ holder }`);
    expect(tokens).toContainEqual({ balance: balance.toString(), contractAddress: token, decimals: String(decimals), name, symbol, type: 'ERC-20' });
    expect(await get(`module=account&action=tokenlist&address=${ NEVER_SEEN }`)).toEqual({ status: '0', message: 'No tokens found', result: [] });
  });

  it('account/tokennfttx lists ERC-721 and ERC-1155 transfers with their token ids', async() => {
    const mint = receipts.get(fixture.hashesByKind.get('erc721_mint_data_uri')![0])!;
    const collection = parseEventLogs({ abi: erc721Abi, logs: mint.logs as never, eventName: 'Transfer' })[0].address;
    const logs = transferLogs(collection);
    const items = await ok(`module=account&action=tokennfttx&contractaddress=${ collection }&sort=asc`);
    expect(items.map((item) => [ item.hash, item.from, item.to, item.tokenID ])).toEqual(logs.map((log) =>
      [ log.transactionHash, topicAddress(log.topics[1]!), topicAddress(log.topics[2]!), BigInt(log.topics[3]!).toString() ]));
    expect(items.every((item) => item.value === undefined && item.tokenValue === undefined)).toBe(true);
    const batch = receipts.get(fixture.hashesByKind.get('erc1155_mint')![0])!;
    const multi = await ok(`module=account&action=tokennfttx&contractaddress=${ batch.to }`);
    expect(multi.length).toBeGreaterThan(0);
    expect(multi.every((item) => /^\d+$/.test(item.tokenID) && /^\d+$/.test(item.tokenValue))).toBe(true);
    expect(await get(`module=account&action=tokennfttx&contractaddress=${ tokenOf(erc20Transfer()) }`))
      .toEqual({ status: '0', message: 'No token transfers found', result: [] });
  });

  it('account/getminedblocks and block/getblockreward give the fees the producer earned', async() => {
    const miner = blocks[head].miner;
    const reward = (block: RpcBlock<'latest', true>) => block.transactions.reduce((sum, tx) => {
      const receipt = receipts.get(tx.hash)!;
      return sum + BigInt(receipt.gasUsed) * (BigInt(receipt.effectiveGasPrice) - BigInt(block.baseFeePerGas!));
    }, 0n).toString();
    const mined = await ok(`module=account&action=getminedblocks&address=${ miner }&offset=20`);
    const expected = [ ...blocks ].reverse().filter((block) => block.miner === miner).slice(0, 20);
    expect(mined).toEqual(expected.map((block) => ({ blockNumber: String(Number(block.number)), timeStamp: seconds(block), blockReward: reward(block) })));
    const busy = blocks.find((block) => block.transactions.length > 3)!;
    expect(await ok<Json>(`module=block&action=getblockreward&blockno=${ Number(busy.number) }`)).toEqual({ blockNumber: String(Number(busy.number)),
      timeStamp: seconds(busy), blockMiner: busy.miner, blockReward: reward(busy), uncles: [], uncleInclusionReward: '0' });
    expect(await get(`module=block&action=getblockreward&blockno=${ head + 100 }`)).toEqual({ status: '0', message: 'Block does not exist', result: null });
    expect(await get('module=block&action=getblockreward&blockno=x')).toEqual({ status: '0', message: 'Invalid block number', result: null });
    expect(await get(`module=account&action=getminedblocks&address=${ NEVER_SEEN }`)).toEqual({ status: '0', message: 'No blocks found', result: [] });
  });

  it('account/pendingtxlist and listaccounts', async() => {
    const pendingFrom = fixture.devnet.accounts[17].address;
    const pending = await ok(`module=account&action=pendingtxlist&address=${ pendingFrom }`);
    expect(pending).toHaveLength(PENDING_TRANSACTIONS);
    expect(pending.every((item) => item.from === pendingFrom.toLowerCase() && item.to === fixture.devnet.accounts[18].address.toLowerCase())).toBe(true);
    expect(await ok(`module=account&action=pendingtxlist&address=${ pendingFrom }&page=2&offset=50`)).toHaveLength(PENDING_TRANSACTIONS - 50);
    const accounts = await ok('module=account&action=listaccounts&page=1&offset=5');
    expect(accounts).toHaveLength(5);
    for (const account of accounts) expect(account.balance).toBe((await node.getBalance({ address: account.address as Address })).toString());
    const values = accounts.map((account) => BigInt(account.balance));
    expect(values).toEqual([ ...values ].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('logs/getlogs answers the node\'s logs with Etherscan\'s hex fields and topic operators', async() => {
    const token = tokenOf(erc20Transfer());
    const nodeLogs = await rpc('eth_getLogs', [ { address: token, fromBlock: '0x0', toBlock: 'latest' } ]) as RpcTransactionReceipt['logs'];
    const items = await ok(`module=logs&action=getlogs&fromBlock=0&toBlock=latest&address=${ token }`);
    expect(items).toEqual(nodeLogs.map((log) => {
      const receipt = receipts.get(log.transactionHash!)!;
      return { address: log.address, topics: log.topics, data: log.data, blockNumber: log.blockNumber, blockHash: log.blockHash,
        timeStamp: blockOf(log.blockNumber!).timestamp, gasPrice: receipt.effectiveGasPrice, gasUsed: receipt.gasUsed,
        logIndex: log.logIndex, transactionHash: log.transactionHash, transactionIndex: log.transactionIndex };
    }));
    const holder = nodeLogs.at(-1)!.topics[2]!;
    const holderLogs = nodeLogs.filter((log) => log.topics[1] === holder || log.topics[2] === holder);
    const either = await ok(`module=logs&action=getlogs&address=${ token }&topic0=${ TRANSFER_TOPIC }&topic1=${ holder }&topic2=${ holder }`
      + '&topic0_1_opr=and&topic1_2_opr=or');
    // (topic0 AND topic1) OR topic2, left to right.
    expect(either.map((item) => item.transactionHash)).toEqual(holderLogs.map((log) => log.transactionHash));
    const toSelf = await get(`module=logs&action=getlogs&address=${ token }&topic1=${ holder }&topic2=${ holder }&topic1_2_opr=and`);
    expect((toSelf.result as Items).map((item) => item.transactionHash))
      .toEqual(nodeLogs.filter((log) => log.topics[1] === holder && log.topics[2] === holder).map((log) => log.transactionHash));
    const paged = await ok(`module=logs&action=getlogs&address=${ token }&page=2&offset=2`);
    expect(paged.map((item) => item.logIndex + item.transactionHash)).toEqual(items.slice(2, 4).map((item) => item.logIndex + item.transactionHash));
    const range = await ok(`module=logs&action=getlogs&topic0=${ TRANSFER_TOPIC }&fromBlock=${ Number(nodeLogs[0].blockNumber) }`
      + `&toBlock=${ Number(nodeLogs[0].blockNumber) }`);
    expect(range.every((item) => item.blockNumber === nodeLogs[0].blockNumber)).toBe(true);
    expect(await get('module=logs&action=getlogs&fromBlock=0&toBlock=latest'))
      .toEqual({ status: '0', message: 'Required query parameters missing: address and/or topic{x}', result: null });
    expect(await get(`module=logs&action=getlogs&address=${ token }&fromBlock=soon`)).toMatchObject({ status: '0', message: 'Invalid fromBlock format' });
    expect(await get(`module=logs&action=getlogs&address=${ token }&topic0=${ TRANSFER_TOPIC }&topic1=${ holder }&topic0_1_opr=xor`))
      .toMatchObject({ status: '0', message: 'Invalid topic0_1_opr format' });
    expect(await get(`module=logs&action=getlogs&address=${ NEVER_SEEN }`)).toEqual({ status: '0', message: 'No logs found', result: [] });
  });

  it('token/getToken, getTokenHolders and stats/tokensupply agree with the contract', async() => {
    const token = tokenOf(erc20Transfer());
    const read = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') => node.readContract({ address: token, abi: erc20Abi, functionName });
    const [ name, symbol, decimals, supply ] = await Promise.all([ read('name'), read('symbol'), read('decimals'), read('totalSupply') ]);
    expect(await ok<Json>(`module=token&action=getToken&contractaddress=${ token.toUpperCase().replace('0X', '0x') }`)).toEqual({
      name, symbol, decimals: String(decimals), totalSupply: supply.toString(), type: 'ERC-20', contractAddress: token, cataloged: true });
    expect(await ok(`module=stats&action=tokensupply&contractaddress=${ token }`)).toBe(supply.toString());
    const holders = await ok(`module=token&action=gettokenholders&contractaddress=${ token }`);
    const candidates = new Set(transferLogs(token).flatMap((log) => [ topicAddress(log.topics[1]!), topicAddress(log.topics[2]!) ]));
    const balances = await Promise.all([ ...candidates ].map(async(address) => ({ address,
      value: (await node.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ address as Address ] })).toString() })));
    expect([ ...holders ].sort((a, b) => a.address.localeCompare(b.address)))
      .toEqual(balances.filter((holder) => holder.value !== '0').sort((a, b) => a.address.localeCompare(b.address)));
    const values = holders.map((holder) => BigInt(holder.value));
    expect(values).toEqual([ ...values ].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(await ok(`module=token&action=getTokenHolders&contractaddress=${ token }&page=2&offset=1`)).toEqual(holders.slice(1, 2));
    expect(await get(`module=token&action=getToken&contractaddress=${ NEVER_SEEN }`)).toEqual({ status: '0', message: 'contract address not found', result: null });
    expect(await get('module=token&action=getToken')).toMatchObject({ status: '0', message: 'Query parameter contract address is required' });
    expect(await get('module=token&action=getToken&contractaddress=0xabc')).toMatchObject({ status: '0', message: 'Invalid contract address hash' });
    expect(await get('module=stats&action=tokensupply&contractaddress=0xabc')).toMatchObject({ status: '0', message: 'Invalid contract address format' });
  });

  it('stats: coin supply from the balances the node reports, no prices, the fees of a day', async() => {
    const addresses = await fixture.db.query<{ hash: string }>('SELECT hash FROM addresses');
    let total = 0n;
    for (const { hash } of addresses) total += await node.getBalance({ address: hash as Address });
    expect(await ok('module=stats&action=ethsupply')).toBe(total.toString());
    expect(await ok('module=stats&action=ethsupplyexchange')).toBe(total.toString());
    const coins = await ok<string>('module=stats&action=coinsupply');
    expect(BigInt(coins.split('.')[0])).toBe(total / 10n ** 18n);
    expect(`${ coins.split('.')[1] ?? '' }`.padEnd(18, '0')).toBe((total % 10n ** 18n).toString().padStart(18, '0'));
    expect(await ok('module=stats&action=coinprice')).toEqual({ coin_usd: null, coin_usd_timestamp: null, coin_btc: null, coin_btc_timestamp: null });
    expect(await ok('module=stats&action=ethprice')).toEqual({ ethusd: null, ethusd_timestamp: null, ethbtc: null, ethbtc_timestamp: null });
    const day = new Date(Number(blocks[head].timestamp) * 1000).toISOString().slice(0, 10);
    const fees = blocks.filter((block) => new Date(Number(block.timestamp) * 1000).toISOString().startsWith(day))
      .flatMap((block) => block.transactions).reduce((sum, tx) => {
        const receipt = receipts.get(tx.hash)!;
        return sum + BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
      }, 0n);
    expect(fees).toBeGreaterThan(0n);
    expect(await ok(`module=stats&action=totalfees&date=${ day }`)).toBe(fees.toString());
    expect(await ok('module=stats&action=totalfees&date=2001-01-01')).toBe('0');
    expect(await get('module=stats&action=totalfees')).toEqual({ status: '0', message: 'Required date input is missing.', result: null });
    expect(await get('module=stats&action=totalfees&date=2001-02-30')).toMatchObject({ status: '0' });
  });

  it('block/getblocknobytime, getblockcountdown and eth_block_number follow the node\'s blocks', async() => {
    const times = blocks.map((block) => Number(block.timestamp));
    for (const block of [ blocks[1], blocks[Math.floor(head / 2)], blocks[head] ]) {
      const time = Number(block.timestamp);
      const before = times.length - 1 - [ ...times ].reverse().findIndex((value) => value <= time);
      const after = times.findIndex((value) => value >= time);
      expect(await ok<Json>(`module=block&action=getblocknobytime&timestamp=${ time }&closest=before`)).toEqual({ blockNumber: String(before) });
      expect(await ok<Json>(`module=block&action=getblocknobytime&timestamp=${ time }&closest=AFTER`)).toEqual({ blockNumber: String(after) });
    }
    expect(await get(`module=block&action=getblocknobytime&timestamp=${ times[head] + 1000 }&closest=after`))
      .toEqual({ status: '0', message: 'Block does not exist', result: null });
    expect(await get('module=block&action=getblocknobytime&timestamp=1&closest=near')).toMatchObject({ status: '0', message: 'Invalid `closest` param' });
    expect(await ok<Json>(`module=block&action=getblockcountdown&blockno=${ head + 10 }`))
      .toMatchObject({ CurrentBlock: String(head), CountdownBlock: String(head + 10), RemainingBlock: '10' });
    expect(await get(`module=block&action=getblockcountdown&blockno=${ head }`)).toMatchObject({ status: '0', message: 'Error! Block number already pass' });
    expect(await get('module=block&action=eth_block_number')).toEqual({ jsonrpc: '2.0', id: 1, result: await rpc('eth_blockNumber') });
  });

  it('transaction/gettxreceiptstatus, getstatus and gettxinfo follow the receipts', async() => {
    const success = erc20Transfer();
    const failure = receipts.get(fixture.hashesByKind.get('revert_require')![0])!;
    expect(failure.status).toBe('0x0');
    expect(await ok<Json>(`module=transaction&action=gettxreceiptstatus&txhash=${ success.transactionHash }`)).toEqual({ status: '1' });
    expect(await ok<Json>(`module=transaction&action=gettxreceiptstatus&txhash=${ failure.transactionHash }`)).toEqual({ status: '0' });
    expect(await ok<Json>(`module=transaction&action=gettxreceiptstatus&txhash=0x${ '00'.repeat(32) }`)).toEqual({ status: '' });
    expect(await ok<Json>(`module=transaction&action=getstatus&txhash=${ success.transactionHash }`)).toEqual({ isError: '0', errDescription: '' });
    expect(await ok<Json>(`module=transaction&action=getstatus&txhash=${ failure.transactionHash }`))
      .toEqual({ isError: '1', errDescription: expect.stringMatching(/.+/) });
    const info = await ok<Json>(`module=transaction&action=gettxinfo&txhash=${ success.transactionHash }`);
    const tx = allTransactions().find((candidate) => candidate.hash === success.transactionHash)!;
    expect(info).toEqual({
      hash: tx.hash, timeStamp: seconds(blockOf(tx.blockNumber!)), blockNumber: String(Number(tx.blockNumber)),
      confirmations: String(head - Number(tx.blockNumber) + 1), success: true, from: tx.from, to: tx.to, value: BigInt(tx.value).toString(),
      input: tx.input, gasLimit: BigInt(tx.gas).toString(), gasUsed: BigInt(success.gasUsed).toString(),
      gasPrice: BigInt(success.effectiveGasPrice).toString(), revertReason: '',
      logs: success.logs.map((log) => ({ address: log.address, topics: log.topics, data: log.data, index: String(Number(log.logIndex)) })),
    });
    const failed = await ok<Json>(`module=transaction&action=gettxinfo&txhash=${ failure.transactionHash }`);
    expect(failed).toMatchObject({ success: false, logs: [], revertReason: expect.stringMatching(/.+/) });
    expect(await get(`module=transaction&action=gettxinfo&txhash=0x${ '00'.repeat(32) }`)).toEqual({ status: '0', message: 'Transaction not found', result: null });
    expect(await get('module=transaction&action=gettxinfo')).toEqual({ status: '0', message: 'Query parameter txhash is required', result: null });
    expect(await get('module=transaction&action=getstatus&txhash=0x1')).toEqual({ status: '0', message: 'Invalid txhash format', result: null });
  });

  it('refuses unknown modules and actions in the envelope', async() => {
    expect(await get('module=nope&action=balance')).toEqual({ status: '0', message: 'Unknown module', result: null });
    expect(await get('module=account&action=nope')).toEqual({ status: '0', message: 'Unknown action', result: null });
    expect(await get('module=account&action=__proto__')).toEqual({ status: '0', message: 'Unknown action', result: null });
  });

  it('answers hostile values of every parameter with the envelope, never a server error', async() => {
    const actions = [ 'account/balance', 'account/txlist', 'account/txlistinternal', 'account/tokentx', 'account/tokennfttx',
      'account/tokenbalance', 'account/tokenlist', 'account/getminedblocks', 'account/pendingtxlist', 'account/listaccounts',
      'account/eth_get_balance', 'logs/getlogs', 'token/gettoken', 'token/gettokenholders', 'stats/tokensupply', 'stats/totalfees',
      'block/getblockreward', 'block/getblocknobytime', 'block/getblockcountdown', 'transaction/gettxinfo', 'transaction/getstatus' ];
    const names = [ 'address', 'contractaddress', 'txhash', 'page', 'offset', 'sort', 'startblock', 'endblock', 'start_timestamp',
      'fromBlock', 'toBlock', 'topic0', 'topic0_1_opr', 'blockno', 'timestamp', 'closest', 'date', 'block', 'filter_by' ];
    const values = [ 'x', '-1', '0', '9'.repeat(15), '9'.repeat(40), `0x${ 'f'.repeat(64) }`, `0x${ 'F'.repeat(40) }`, 'latest', '1e3', ' 1', '%', '[]' ];
    const base = `address=${ fixture.devnet.accounts[0].address }&txhash=${ erc20Transfer().transactionHash }&blockno=1&timestamp=1&closest=before`;
    const failures: string[] = [];
    for (const action of actions) {
      const [ module, name ] = action.split('/');
      for (const parameter of names) {
        for (const value of values) {
          const url = `/api?module=${ module }&action=${ name }&${ parameter }=${ encodeURIComponent(value) }&${ base }`;
          const response = await app.inject(url);
          const body = response.json();
          if (response.statusCode !== 200 || (body.status === undefined && body.jsonrpc === undefined)) failures.push(`${ url } → ${ response.statusCode }`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
