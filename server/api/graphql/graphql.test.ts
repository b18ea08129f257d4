/** @jest-environment node */
// GraphQL answers equal the REST API's for the same entities, on a devnet indexed by the
// real indexer: blocks, every kind of transaction with its internal transactions, the
// busiest addresses with their transactions, token transfers and internal transactions
// walked page by page (no repeats, nothing missed), tokens and their transfers.
import type { FastifyInstance } from 'fastify';

import '../test/injectUnderJest';
import { buildApp } from '../app';
import { testApiConfig } from '../test/config';
import { openSharedChainFixture, type ChainFixture } from '../test/chainFixture';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- REST and GraphQL answers, read field by field
type Json = Record<string, any>;

const lower = (hash: string | null | undefined) => hash?.toLowerCase() ?? null;
const restHash = (address: Json | null) => lower(address?.hash);

describe('GraphQL against REST on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({}) });
  }, 240_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function graphql(query: string, variables: Json = {}): Promise<Json> {
    const response = await app.inject({ method: 'POST', url: '/api/v1/graphql', payload: { query, variables } });
    const body = response.json();
    expect({ query, status: response.statusCode, errors: body.errors }).toEqual({ query, status: 200, errors: undefined });
    return body.data;
  }

  async function rest(url: string): Promise<Json> {
    const response = await app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json();
  }

  async function restWalk(url: string): Promise<Json[]> {
    const items: Json[] = [];
    let params: Json | null = {};
    while (params) {
      const query = new URLSearchParams(Object.entries(params).filter(([ , value ]) => value !== null).map(([ key, value ]) => [ key, String(value) ]));
      const body = await rest(`${ url }${ url.includes('?') ? '&' : '?' }${ query }`);
      items.push(...body.items);
      params = body.next_page_params;
    }
    return items;
  }

  /** Every node of a connection, `first` at a time; checks the cursors and page flags on the way. */
  async function walk(query: string, variables: Json, path: (data: Json) => Json, first: number): Promise<Json[]> {
    const nodes: Json[] = [];
    let after: string | null = null;
    for (let page = 0; page < 500; page++) {
      const connection = path(await graphql(query, { ...variables, first, after }));
      const { edges, pageInfo } = connection;
      expect(edges.length).toBeLessThanOrEqual(first);
      if (pageInfo.hasNextPage) expect(edges).toHaveLength(first);
      expect(pageInfo.hasPreviousPage).toBe(after !== null);
      nodes.push(...edges.map((edge: Json) => edge.node));
      if (!pageInfo.hasNextPage) return nodes;
      after = pageInfo.endCursor;
    }
    throw new Error('endless connection');
  }

  it('answers blocks as /api/v2/blocks/{number} does', async() => {
    const rows = await fixture.db.query<{ number: number }>(`(SELECT number FROM blocks WHERE consensus AND transactions_count > 0 ORDER BY number LIMIT 3)
      UNION (SELECT 0 AS number)`);
    for (const { number } of rows) {
      const { block } = await graphql(`query ($n: Int!) { block(number: $n) { hash number parentHash gasUsed gasLimit minerHash timestamp size
        baseFeePerGas difficulty totalDifficulty nonce consensus isEmpty } }`, { n: Number(number) });
      const expected = await rest(`/api/v2/blocks/${ number }`);
      expect(block).toEqual({
        hash: expected.hash, number: expected.height, parentHash: expected.parent_hash, gasUsed: expected.gas_used, gasLimit: expected.gas_limit,
        minerHash: restHash(expected.miner), timestamp: expected.timestamp, size: expected.size, baseFeePerGas: expected.base_fee_per_gas,
        difficulty: expected.difficulty, totalDifficulty: expected.total_difficulty, nonce: expected.nonce, consensus: true,
        isEmpty: expected.transactions_count === 0,
      });
    }
  });

  it('answers every kind of transaction, with its internal transactions, as /api/v2/transactions/{hash} does', async() => {
    const hashes = [ ...fixture.hashesByKind.values() ].map((list) => list[0]);
    expect(hashes.length).toBeGreaterThan(3);
    for (const hash of hashes) {
      const { transaction } = await graphql(`query ($h: FullHash!) { transaction(hash: $h) { hash blockNumber blockHash index fromAddressHash
        toAddressHash createdContractAddressHash value gas gasPrice gasUsed status input nonce type maxFeePerGas maxPriorityFeePerGas
        block { hash number } } }`, { h: hash });
      const expected = await rest(`/api/v2/transactions/${ hash }`);
      const block = await rest(`/api/v2/blocks/${ expected.block_number }`);
      expect(transaction).toEqual({
        hash: expected.hash, blockNumber: expected.block_number, blockHash: block.hash, index: expected.position,
        fromAddressHash: restHash(expected.from), toAddressHash: restHash(expected.to), createdContractAddressHash: restHash(expected.created_contract),
        value: expected.value, gas: expected.gas_limit, gasPrice: expected.gas_price, gasUsed: expected.gas_used,
        status: expected.status?.toUpperCase() ?? null, input: expected.raw_input, nonce: expected.nonce, type: expected.type,
        maxFeePerGas: expected.max_fee_per_gas, maxPriorityFeePerGas: expected.max_priority_fee_per_gas,
        block: { hash: block.hash, number: expected.block_number },
      });

      const frames = await walk(`query ($h: FullHash!, $first: Int, $after: String) { transaction(hash: $h) {
        internalTransactions(first: $first, after: $after) { edges { node { index type callType fromAddressHash toAddressHash createdContractAddressHash value } }
          pageInfo { hasNextPage hasPreviousPage endCursor } } } }`, { h: hash }, (data) => data.transaction.internalTransactions, 2);
      const restFrames = await restWalk(`/api/v2/transactions/${ hash }/internal-transactions`);
      // REST names a call frame by its call type.
      expect(frames.map(({ callType, type, ...frame }) => ({ ...frame, type: (callType ?? type).toLowerCase() })))
        .toEqual(restFrames.map((frame) => ({ index: frame.index, type: frame.type, fromAddressHash: restHash(frame.from),
        toAddressHash: restHash(frame.to), createdContractAddressHash: restHash(frame.created_contract), value: frame.value })));
    }
  });

  it('walks the busiest addresses\' transactions, token transfers and internal transactions as REST lists them', async() => {
    const busiest = await fixture.db.query<{ hash: string }>(`SELECT hash FROM (SELECT from_address_hash AS hash FROM token_transfers
      UNION ALL SELECT to_address_hash FROM token_transfers) t GROUP BY hash ORDER BY count(*) DESC, hash LIMIT 2`);
    const [ caller ] = await fixture.db.query<{ hash: string }>(`SELECT from_address_hash AS hash FROM internal_transactions WHERE index > 0
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const walked = { transactions: 0, transfers: 0, frames: 0 };
    for (const { hash } of [ ...busiest, caller ]) {
      const { address } = await graphql(`query ($h: AddressHash!) { address(hash: $h) { hash fetchedCoinBalance fetchedCoinBalanceBlockNumber
        transactionsCount tokenTransfersCount gasUsed } }`, { h: hash });
      const detail = await rest(`/api/v2/addresses/${ hash }`);
      const counters = await rest(`/api/v2/addresses/${ hash }/counters`);
      expect(address).toEqual({ hash, fetchedCoinBalance: detail.coin_balance, fetchedCoinBalanceBlockNumber: detail.block_number_balance_updated_at,
        transactionsCount: Number(counters.transactions_count), tokenTransfersCount: Number(counters.token_transfers_count),
        gasUsed: counters.gas_usage_count });

      const transactions = await walk(`query ($h: AddressHash!, $first: Int, $after: String) { address(hash: $h) {
        transactions(first: $first, after: $after) { edges { node { hash blockNumber index } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`,
      { h: hash }, (data) => data.address.transactions, 7);
      const restTransactions = (await restWalk(`/api/v2/addresses/${ hash }/transactions`)).filter((item) => item.block_number !== null);
      walked.transactions += transactions.length;
      expect(new Set(transactions.map((node) => node.hash)).size).toBe(transactions.length);
      expect(transactions).toEqual(restTransactions.map((item) => ({ hash: item.hash, blockNumber: item.block_number, index: item.position })));

      const ascending = await walk(`query ($h: AddressHash!, $first: Int, $after: String) { address(hash: $h) {
        transactions(first: $first, after: $after, order: ASC) { edges { node { hash } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`,
      { h: hash }, (data) => data.address.transactions, 9);
      expect(ascending.map((node) => node.hash)).toEqual(transactions.map((node) => node.hash).reverse());

      const transfers = await walk(`query ($h: AddressHash!, $first: Int, $after: String) { address(hash: $h) {
        tokenTransfers(first: $first, after: $after) { edges { node { transactionHash logIndex tokenIds amount fromAddressHash toAddressHash
          token { contractAddressHash } transaction { hash } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`,
      { h: hash }, (data) => data.address.tokenTransfers, 5);
      const restTransfers = await restWalk(`/api/v2/addresses/${ hash }/token-transfers`);
      walked.transfers += transfers.length;
      expect(transfers).toEqual(restTransfers.map((item) => ({ transactionHash: item.transaction_hash, logIndex: item.log_index,
        tokenIds: item.total?.token_id ? [ item.total.token_id ] : null,
        // REST shows no value for an ERC-721 transfer: it moves one token.
        amount: item.total?.value ?? (item.token?.type === 'ERC-721' ? '1' : null),
        fromAddressHash: restHash(item.from), toAddressHash: restHash(item.to), token: { contractAddressHash: lower(item.token?.address_hash) },
        transaction: { hash: item.transaction_hash } })));

      const frames = await walk(`query ($h: AddressHash!, $first: Int, $after: String) { address(hash: $h) {
        internalTransactions(first: $first, after: $after) { edges { node { transactionHash index blockNumber } }
          pageInfo { hasNextPage hasPreviousPage endCursor } } } }`, { h: hash }, (data) => data.address.internalTransactions, 6);
      const restFrames = await restWalk(`/api/v2/addresses/${ hash }/internal-transactions`);
      walked.frames += frames.length;
      expect(frames).toEqual(restFrames.map((item) => ({ transactionHash: item.transaction_hash, index: item.index, blockNumber: item.block_number })));
    }
    // Several pages of each list were walked.
    expect(walked.transactions).toBeGreaterThan(14);
    expect(walked.transfers).toBeGreaterThan(10);
    expect(walked.frames).toBeGreaterThan(6);
  });

  it('answers tokens and walks their transfers as /api/v2/tokens does', async() => {
    const tokens = await restWalk('/api/v2/tokens');
    expect(tokens.length).toBeGreaterThan(1);
    for (const expected of tokens) {
      const hash = lower(expected.address_hash);
      const { token } = await graphql(`query ($h: AddressHash!) { token(contractAddressHash: $h) { contractAddressHash name symbol decimals
        totalSupply type holderCount iconUrl } }`, { h: hash });
      expect(token).toEqual({ contractAddressHash: hash, name: expected.name, symbol: expected.symbol, decimals: expected.decimals,
        totalSupply: expected.total_supply, type: expected.type, holderCount: Number(expected.holders_count), iconUrl: expected.icon_url });

      const transfers = await walk(`query ($h: AddressHash!, $first: Int, $after: String) { tokenTransfers(tokenContractAddressHash: $h,
        first: $first, after: $after) { edges { node { transactionHash logIndex blockNumber tokenIds } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`,
      { h: hash }, (data) => data.tokenTransfers, 4);
      const restTransfers = await restWalk(`/api/v2/tokens/${ hash }/transfers`);
      expect(transfers).toEqual(restTransfers.map((item) => ({ transactionHash: item.transaction_hash, logIndex: item.log_index,
        blockNumber: item.block_number, tokenIds: item.total?.token_id ? [ item.total.token_id ] : null })));
    }
  });
});
