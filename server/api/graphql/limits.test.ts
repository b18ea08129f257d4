/** @jest-environment node */
// How /api/v1/graphql refuses what it must not run (syntax, unknown fields, bad hashes,
// too deep, too costly, bad cursors and page sizes) and what GraphiQL needs from it
// (introspection, GET, CORS), on a small hand-written database of one block of 60
// transactions from one sender to one recipient.
import type { FastifyInstance } from 'fastify';
import { buildSchema, getIntrospectionQuery, parse } from 'graphql';

import '../test/injectUnderJest';
import { insertRows, type Database } from '../../db';
import { buildApp } from '../app';
import { testApiConfig } from '../test/config';
import { BLOCK_HASH, BLOCK_NUMBER, BLOCK_TRANSACTIONS, createSmallDatabase, TRANSACTION_HASH } from '../test/smallDatabase';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './connections';
import { MAX_COST, MAX_DEPTH, queryCost } from './limits';
import { SCHEMA } from './schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers of many shapes, read field by field
type Json = Record<string, any>;

const URL = '/api/v1/graphql';
const SENDER = `0x${ '22'.repeat(20) }`;
const RECIPIENT = `0x${ '33'.repeat(20) }`;
const ORIGIN = 'http://explorer.test';

/** An address's transactions and each sender's transactions: `first: 50` at both levels may return 2,500 of them, too many. */
const nested = (outer: string, inner: string) => `address(hash: "${ SENDER }") { transactions${ outer } { edges { node { hash
  fromAddress { transactions${ inner } { edges { node { hash value } } } } } } } }`;

describe('queryCost', () => {
  const schema = buildSchema(SCHEMA);
  const cost = (query: string, variables?: Json) => queryCost(schema, parse(query), variables);

  it('costs variables and their defaults as the same values written in the query', () => {
    const hashes = (count: number) => `[${ Array(count).fill(`"${ SENDER }"`).join(', ') }]`;
    const cases: Array<[ string, Json | undefined, string ]> = [
      [ `query ($n: Int = 50) { ${ nested('(first: $n)', '(first: $n)') } }`, undefined, `{ ${ nested('(first: 50)', '(first: 50)') } }` ],
      [ `query ($n: Int = 50) { ${ nested('(first: $n)', '(first: $n)') } }`, { n: 5 }, `{ ${ nested('(first: 5)', '(first: 5)') } }` ],
      // Missing or null, first takes the field's default page size.
      [ `query ($n: Int) { ${ nested('(first: $n)', '(first: $n)') } }`, {}, `{ ${ nested('', '') } }` ],
      [ `query ($n: Int) { ${ nested('(first: $n)', '(first: $n)') } }`, { n: null }, `{ ${ nested('', '') } }` ],
      [ `query ($n: Int = 50) { ${ nested('(first: $n)', '(first: $n)') } }`, { n: null }, `{ ${ nested('', '') } }` ],
      [ `query ($h: [AddressHash!]! = ${ hashes(3) }) { addresses(hashes: $h) { transactions(first: 100) { edges { node { hash } } } } }`,
        undefined, `{ addresses(hashes: ${ hashes(3) }) { transactions(first: 100) { edges { node { hash } } } } }` ],
      [ `query ($h: AddressHash! = "${ SENDER }") { addresses(hashes: [$h, $h]) { transactions(first: 100) { edges { node { hash } } } } }`,
        undefined, `{ addresses(hashes: ${ hashes(2) }) { transactions(first: 100) { edges { node { hash } } } } }` ],
    ];
    for (const [ query, variables, literal ] of cases) {
      expect({ query, variables, cost: cost(query, variables) }).toEqual({ query, variables, cost: cost(literal) });
    }
    expect(cost(cases[0][0])).toBeGreaterThan(MAX_COST);
  });

  it('costs variable defaults through named and inline fragments and aliases', () => {
    const fragments = (first: string) => `fragment Sent on Query { mine: address(hash: "${ SENDER }") { ... on Address { transactions${ first } {
      edges { node { ...Walk } } } } } }
      fragment Walk on Transaction { hash fromAddress { ... { again: transactions${ first } { edges { node { hash value } } } } } }`;
    const withDefault = cost(`query ($n: Int = 50) { ...Sent } ${ fragments('(first: $n)') }`);
    expect(withDefault).toBe(cost(`{ ...Sent } ${ fragments('(first: 50)') }`));
    expect(withDefault).toBeGreaterThan(MAX_COST);
    // Each alias of a list is a list of its own.
    expect(cost(`query ($n: Int = 50) { a: ${ nested('(first: $n)', '(first: 1)') } b: ${ nested('(first: $n)', '(first: 1)') } }`))
      .toBe(2 * cost(`{ ${ nested('(first: 50)', '(first: 1)') } }`));
  });

  it('leaves out what @skip and @include leave out, with their variables and defaults', () => {
    const kept = `{ address(hash: "${ SENDER }") { hash internalTransactions(first: 100) { edges { node { index } } } } }`;
    const skipped = `query ($skip: Boolean = true, $include: Boolean = false) { address(hash: "${ SENDER }") { hash
      transactions(first: 100) @skip(if: $skip) { edges { node { hash value } } }
      tokenTransfers(first: 100) @include(if: $include) { edges { node { amount } } }
      ... @include(if: $include) { internalTransactions(first: 50) { edges { node { index } } } }
      ...Frames @skip(if: $skip)
      internalTransactions(first: 100) @include(if: true) { edges { node { index } } } } }
      fragment Frames on Address { internalTransactions(first: 10) { edges { node { index } } } }`;
    expect(cost(skipped)).toBe(cost(kept));
    expect(cost(skipped, { skip: false })).toBeGreaterThan(cost(kept));
  });

  it('costs the most expensive of several operations, each with its own defaults', () => {
    const big = `query Big($n: Int = 50) { ${ nested('(first: $n)', '(first: $n)') } }`;
    expect(cost(`query Small { block(number: 1) { hash } } ${ big }`)).toBe(cost(big));
    expect(cost(big)).toBeGreaterThan(MAX_COST);
  });
});

describe('GraphQL limits and errors', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertRows(db, 'addresses', [ SENDER, RECIPIENT ].map((hash) => ({ hash, fetched_coin_balance: '5', fetched_coin_balance_block_number: BLOCK_NUMBER })),
      { conflict: 'hash' });
    app = buildApp({ db, config: testApiConfig({ API_CORS_ORIGIN: ORIGIN }) });
  }, 60_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  async function post(query: string, variables?: Json | null, headers: Record<string, string> = {}) {
    const response = await app.inject({ method: 'POST', url: URL, payload: { query, variables }, headers });
    return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
  }

  const messages = (body: Json): string[] => (body.errors ?? []).map((error: Json) => error.message);

  it('answers a query by POST and by GET with the same data', async() => {
    const query = `{ block(number: ${ BLOCK_NUMBER }) { hash number isEmpty } }`;
    const posted = await post(query);
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ data: { block: { hash: BLOCK_HASH, number: BLOCK_NUMBER, isEmpty: false } } });
    const got = await app.inject({ method: 'GET', url: `${ URL }?query=${ encodeURIComponent(query) }` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(posted.body);
  });

  it('answers GraphiQL\'s introspection query from another allowed origin', async() => {
    const { status, body, headers } = await post(getIntrospectionQuery(), undefined, { origin: ORIGIN });
    expect(status).toBe(200);
    expect(headers['access-control-allow-origin']).toBe(ORIGIN);
    const types = body.data.__schema.types.map((type: Json) => type.name);
    expect(types).toEqual(expect.arrayContaining([ 'Address', 'Block', 'Transaction', 'TokenTransfer', 'Token', 'InternalTransaction',
      'AddressHash', 'FullHash', 'Wei', 'TransactionConnection', 'PageInfo' ]));
    const preflight = await app.inject({ method: 'OPTIONS', url: URL,
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('refuses a syntax error with 400 and the parser\'s message', async() => {
    const { status, body } = await post('{ block(number: 5) { hash }');
    expect(status).toBe(400);
    expect(messages(body)).toEqual([ 'Syntax Error: Expected Name, found <EOF>.' ]);
    expect(body.errors[0].locations).toEqual([ { line: 1, column: 28 } ]);
  });

  it('refuses unknown fields and missing arguments with 400 and a message naming them', async() => {
    const unknown = await post('{ block(number: 5) { hash color } }');
    expect(unknown.status).toBe(400);
    expect(messages(unknown.body)).toEqual([ 'Cannot query field "color" on type "Block".' ]);
    const missing = await post('{ transaction { hash } }');
    expect(missing.status).toBe(400);
    expect(messages(missing.body)).toEqual([ 'Field "transaction" argument "hash" of type "FullHash!" is required, but it was not provided.' ]);
    const mutation = await post('mutation { block(number: 5) { hash } }');
    expect(mutation.status).toBe(400);
    expect(messages(mutation.body)).toEqual([ 'Schema is not configured to execute mutation operation.' ]);
  });

  it('refuses a malformed hash, inline or as a variable, saying what a hash looks like', async() => {
    const inline = await post('{ transaction(hash: "0x1234") { hash } }');
    expect(inline.status).toBe(400);
    expect(messages(inline.body)).toEqual([ 'Expected value of type "FullHash!", found "0x1234"; a hash must be 0x followed by 64 hex digits' ]);
    const variable = await post('query ($h: AddressHash!) { address(hash: $h) { hash } }', { h: 'not-an-address' });
    expect(variable.status).toBe(400);
    expect(messages(variable.body)).toEqual([
      'Variable "$h" got invalid value "not-an-address"; Expected type "AddressHash". an address hash must be 0x followed by 40 hex digits' ]);
  });

  it('answers an unknown entity with null and a message, as Blockscout does', async() => {
    const { status, body } = await post(`{ transaction(hash: "0x${ 'ef'.repeat(32) }") { hash } block(number: 999) { hash } }`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ transaction: null, block: null });
    expect(messages(body).sort()).toEqual([ 'Block number 999 was not found.', 'Transaction not found.' ]);
  });

  it(`refuses a query nesting deeper than ${ MAX_DEPTH } fields before running it`, async() => {
    // address 1 > transactions 2 > edges 3 > node 4 > fromAddress 5 > transactions 6 > edges 7 > node 8 > fromAddress 9 > hash 10
    const walk = (levels: string) => `{ address(hash: "${ SENDER }") { transactions(first: 1) { edges { node {
      fromAddress { transactions(first: 1) { edges { node { ${ levels } } } } } } } } } }`;
    const allowed = await post(walk('fromAddress { hash }'));
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.address.transactions.edges[0].node.fromAddress.transactions.edges[0].node.fromAddress.hash).toBe(SENDER);

    const tooDeep = await post(walk('fromAddress { transactions(first: 1) { edges { node { hash } } } }'));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.data).toBeNull();
    expect(messages(tooDeep.body)).toEqual([ `Query is too deep: fields nest 13 levels, at most ${ MAX_DEPTH } are allowed` ]);

    // Fragments count where they are spread.
    const viaFragment = await post(`fragment Next on Transaction { fromAddress { transactions(first: 1) { edges { node { hash } } } } }
      ${ walk('...Next') }`);
    expect(viaFragment.status).toBe(400);
    expect(messages(viaFragment.body)).toEqual([ expect.stringMatching(/^Query is too deep: fields nest 13 levels/) ]);
  });

  it(`refuses a query that may return more than ${ MAX_COST } values, counting first and variables`, async() => {
    const nested = 'query ($outer: Int, $inner: Int) { address(hash: "' + SENDER + '") { transactions(first: $outer) { edges { node { hash ' +
      'fromAddress { transactions(first: $inner) { edges { node { hash value } } } } } } } } }';
    const small = await post(nested, { outer: 5, inner: 5 });
    expect(small.status).toBe(200);
    expect(small.body.data.address.transactions.edges).toHaveLength(5);

    const costly = await post(nested, { outer: 100, inner: 100 });
    expect(costly.status).toBe(400);
    expect(costly.body.data).toBeNull();
    expect(costly.body.errors).toEqual([ expect.objectContaining({
      message: expect.stringMatching(new RegExp(`^Query is too costly: it may return \\d+ values, at most ${ MAX_COST } are allowed`)),
      extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY', limit: MAX_COST }),
    }) ]);
    expect(costly.body.errors[0].extensions.cost).toBeGreaterThan(MAX_COST);

    const addresses = await post(`{ addresses(hashes: [${ Array(MAX_PAGE_SIZE).fill(`"${ SENDER }"`).join(', ') }]) {
      transactions(first: 100) { edges { node { hash } } } } }`);
    expect(addresses.status).toBe(400);
    expect(messages(addresses.body)).toEqual([ expect.stringMatching(/^Query is too costly/) ]);
  });

  it('refuses a query costly through a variable\'s default, or an operation chosen by name, before any SQL runs', async() => {
    const queries: string[] = [];
    const query = db.query.bind(db);
    const spy = jest.spyOn(db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
      queries.push(sql);
      return query(sql, params);
    });
    try {
      const byDefault = await post(`query ($n: Int = 50) { ${ nested('(first: $n)', '(first: $n)') } }`);
      expect(byDefault.status).toBe(400);
      expect(byDefault.body.data).toBeNull();
      expect(byDefault.body.errors).toEqual([ expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY' }) }) ]);

      const response = await app.inject({ method: 'POST', url: URL, payload: { operationName: 'Big',
        query: `query Small { block(number: ${ BLOCK_NUMBER }) { hash } } query Big($n: Int = 50) { ${ nested('(first: $n)', '(first: $n)') } }` } });
      expect(response.statusCode).toBe(400);
      expect(messages(response.json())).toEqual([ expect.stringMatching(/^Query is too costly/) ]);
    } finally {
      spy.mockRestore();
    }
    expect(queries).toEqual([]);
  });

  it(`refuses first above ${ MAX_PAGE_SIZE } alike written in, as a variable or as a variable's default`, async() => {
    for (const first of [ MAX_PAGE_SIZE + 1, 100_000 ]) {
      const list = (argument: string) => `address(hash: "${ SENDER }") { transactions(first: ${ argument }) { edges { node { hash value
        fromAddress { hash } } } } }`;
      const literal = await post(`{ ${ list(String(first)) } }`);
      expect(literal.body.errors).toHaveLength(1);
      for (const [ query, variables ] of [ [ `query ($n: Int) { ${ list('$n') } }`, { n: first } ],
        [ `query ($n: Int = ${ first }) { ${ list('$n') } }`, undefined ] ] as const) {
        const { status, body } = await post(query, variables);
        expect({ first, variables, status, data: body.data, messages: messages(body) })
          .toEqual({ first, variables, status: literal.status, data: literal.body.data, messages: messages(literal.body) });
      }
    }
  });

  it('pages with the default page size when the variable for first is missing or null', async() => {
    const query = `query ($n: Int) { address(hash: "${ SENDER }") { transactions(first: $n) { edges { cursor } } } }`;
    for (const variables of [ undefined, null, {}, { n: null } ]) {
      const { status, body } = await post(query, variables);
      expect(status).toBe(200);
      expect(body.data.address.transactions.edges).toHaveLength(DEFAULT_PAGE_SIZE);
    }
  });

  it('checks the depth and cost of fragments spread many times over without walking every path', async() => {
    // Eight levels of seven aliases spreading the next level's fragment: 7^8 paths in 600 tokens.
    const level = (name: string, type: string, field: string, next: string) =>
      `fragment ${ name } on ${ type } { ${ Array.from({ length: 7 }, (_, index) => `a${ index }: ${ field } { ...${ next } }`).join(' ') } }`;
    const query = `{ transaction(hash: "0x${ 'ef'.repeat(32) }") { ...T0 } }
      ${ [ 0, 1 ].map((round) => [ level(`T${ round }`, 'Transaction', 'fromAddress', `A${ round }`),
    level(`A${ round }`, 'Address', 'transactions(first: 0)', `C${ round }`), level(`C${ round }`, 'TransactionConnection', 'edges', `E${ round }`),
    level(`E${ round }`, 'TransactionEdge', 'node', `T${ round + 1 }`) ].join('\n')).join('\n') }
      fragment T2 on Transaction { hash }`;
    const started = Date.now();
    const { status, body } = await post(query);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(status).toBe(200);
    expect(body.data).toEqual({ transaction: null });
  });

  it(`pages an address's transactions with first and after, at most ${ MAX_PAGE_SIZE } at a time`, async() => {
    const page = (after: string | null) => post(`query ($after: String) { address(hash: "${ SENDER }") {
      transactions(first: 25, after: $after, order: ASC) { edges { cursor node { hash index } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`,
    { after });
    const seen: number[] = [];
    let after: string | null = null;
    for (let round = 0; round < 10; round++) {
      const { status, body } = await page(after);
      expect(status).toBe(200);
      const { edges, pageInfo } = body.data.address.transactions;
      seen.push(...edges.map((edge: Json) => edge.node.index));
      expect(pageInfo.hasPreviousPage).toBe(after !== null);
      if (!pageInfo.hasNextPage) break;
      expect(pageInfo.endCursor).toBe(edges.at(-1).cursor);
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(Array.from({ length: BLOCK_TRANSACTIONS }, (_, index) => index));

    const tooMany = await post(`{ address(hash: "${ SENDER }") { transactions(first: ${ MAX_PAGE_SIZE + 1 }) { edges { cursor } } } }`);
    expect(messages(tooMany.body)).toEqual([ `first must be between 0 and ${ MAX_PAGE_SIZE }, got ${ MAX_PAGE_SIZE + 1 }` ]);
    expect(tooMany.body.data).toEqual({ address: { transactions: null } });
  });

  it('refuses a cursor it did not hand out', async() => {
    const otherList = Buffer.from(JSON.stringify({ i: 3 })).toString('base64url');
    for (const after of [ 'garbage', otherList, Buffer.from('{"b":1,"i":"1; DROP TABLE"}').toString('base64url') ]) {
      const { body } = await post(`query ($after: String) { address(hash: "${ SENDER }") { transactions(after: $after) { edges { cursor } } } }`,
        { after });
      expect(messages(body)).toEqual([ 'after is not a cursor of this list (use endCursor of the previous page)' ]);
    }
  });

  it('embeds the block of every transaction of a page with one query, and answers what a transaction holds', async() => {
    const { body } = await post(`{ transaction(hash: "${ TRANSACTION_HASH }") { hash status gas block { number hash } toAddress { hash }
      internalTransactions(first: 5) { edges { node { index } } pageInfo { hasNextPage } } } }`);
    expect(body).toEqual({ data: { transaction: { hash: TRANSACTION_HASH, status: 'OK', gas: '21000', block: { number: BLOCK_NUMBER, hash: BLOCK_HASH },
      toAddress: { hash: RECIPIENT }, internalTransactions: { edges: [], pageInfo: { hasNextPage: false } } } } });

    const queries: string[] = [];
    const query = db.query.bind(db);
    const spy = jest.spyOn(db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
      queries.push(sql);
      return query(sql, params);
    });
    try {
      const page = await post(`{ address(hash: "${ SENDER }") { transactions(first: 50) { edges { node { block { hash } r cumulativeGasUsed } } } } }`);
      expect(page.body.data.address.transactions.edges).toHaveLength(50);
      expect(page.body.data.address.transactions.edges.every((edge: Json) => edge.node.block.hash === BLOCK_HASH)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    // The address, its page of transactions, then one query for all blocks and one for all signatures.
    expect(queries).toHaveLength(4);
  });
});
