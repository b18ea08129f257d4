import type { GetServerSidePropsContext } from 'next';

import { getResourceKey } from 'lib/api/getResourceKey';
import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { getErrorStatus, type ErrorScreenStatus } from 'lib/errors/getErrorStatus';

import { address, block, contractVerification, l2Deposits, l2OutputRoots, l2TxnBatches, l2Withdrawals, token, tokenInstance, tx } from './pageProps';
import { FIRST_LIST_TIMEOUT_MS } from './prefetchPage';
import type { PageProps } from './serverProps';

// The layout's indexing status comes from its own memory (indexingStatusCache.test): these tests count the page's requests.
jest.mock('./indexingStatusCache', () => ({ cachedIndexingStatus: () => null }));

const HASH_40 = `0x${ '1'.repeat(40) }`;
const HASH_64 = `0x${ '2'.repeat(64) }`;

function context(query: Record<string, string>): GetServerSidePropsContext & { res: { statusCode: number } } {
  return { query, req: { headers: {} }, res: { statusCode: 200 } } as unknown as GetServerSidePropsContext & { res: { statusCode: number } };
}

/** Runs a page's getServerSideProps with the API answering `status` and `body`. */
async function answer(getProps: typeof tx, query: Record<string, string>, status: number, body: unknown) {
  mockFetch(async() => fakeResponse({ status, statusText: 'Error', body }));
  const ctx = context(query);
  const result = await getProps(ctx) as { props: PageProps };
  return { httpStatus: ctx.res.statusCode, screen: result.props.error ? getErrorStatus(result.props.error) : undefined };
}

const ENTITY_PAGES: Array<{ name: string; getProps: typeof tx; query: Record<string, string> }> = [
  { name: 'transaction', getProps: tx, query: { hash: HASH_64 } },
  { name: 'block', getProps: block, query: { height_or_hash: '12' } },
  { name: 'address', getProps: address, query: { hash: HASH_40 } },
  { name: 'token', getProps: token, query: { hash: HASH_40 } },
  { name: 'NFT instance', getProps: tokenInstance, query: { hash: HASH_40, id: '7' } },
];

/** Spec §8: the API's answer and the screen it gets, the same on every entity page. */
const MAPPINGS: Array<{ answer: string; status: number; body: unknown; screen: ErrorScreenStatus }> = [
  { answer: '422 (malformed)', status: 422, body: { message: 'Invalid parameter(s)' }, screen: 422 },
  { answer: '404 (unknown)', status: 404, body: { message: 'Not found' }, screen: 404 },
  { answer: "'Invalid tx hash'", status: 422, body: { message: 'Invalid tx hash' }, screen: 'tx_not_found' },
  { answer: "'Block lost consensus'", status: 404, body: { message: 'Block lost consensus', hash: HASH_64 }, screen: 'block_lost_consensus' },
  { answer: '429', status: 429, body: { message: 'Too many requests' }, screen: 'too_many_requests' },
  { answer: '500', status: 500, body: { message: 'Internal server error' }, screen: 500 },
  { answer: '503 without JSON', status: 503, body: 'Service Unavailable', screen: 500 },
];

beforeEach(() => setTestConfig({}));
afterEach(resetTestConfig);

describe('entity pages map API errors to the spec §8 screens', () => {
  for (const page of ENTITY_PAGES) {
    for (const { answer: apiAnswer, status, body, screen } of MAPPINGS) {
      it(`${ page.name }: the API's ${ apiAnswer } shows the ${ screen } screen`, async() => {
        expect(await answer(page.getProps, page.query, status, body)).toEqual({ httpStatus: status, screen });
      });
    }
  }

  it('a malformed hash on the contract verification form gets "Request cannot be processed"', async() => {
    expect(await answer(contractVerification, { hash: '0xzz' }, 422, { message: 'Invalid parameter(s)' })).toEqual({ httpStatus: 422, screen: 422 });
  });

  it('a malformed transaction hash gets "Request cannot be processed", not the transaction-not-found screen', async() => {
    expect(await answer(tx, { hash: '0xbad' }, 422, { message: 'Invalid parameter hash: expected a 32-byte hash' }))
      .toEqual({ httpStatus: 422, screen: 422 });
  });
});

describe('the address page puts the first page of its transactions in the HTML', () => {
  const ADDRESS = { hash: HASH_40, is_contract: false };
  const TXS = { items: [ { hash: HASH_64 } ], next_page_params: null };

  function apiWith(txsDelayMs = 0) {
    return mockFetch(async(url, init) => {
      if (url.includes('/transactions')) {
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, txsDelayMs);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
          });
        });
        return fakeResponse({ body: TXS });
      }
      return fakeResponse({ body: ADDRESS });
    });
  }

  const cached = (props: PageProps) => new Map(props.dehydratedState?.queries.map((query) => [ JSON.stringify(query.queryKey), query.state.data ]));
  const txsKey = (filter?: string) => JSON.stringify(getResourceKey('general:address_txs', { pathParams: { hash: HASH_40 }, queryParams: { filter } }));

  it('fetches the address and its transactions together, under the keys the page reads', async() => {
    const fetch = apiWith();
    const { props } = await address(context({ hash: HASH_40 })) as { props: PageProps };
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cached(props).get(txsKey())).toEqual(TXS);
    expect(cached(props).get(JSON.stringify(getResourceKey('general:address', { pathParams: { hash: HASH_40 } })))).toEqual(ADDRESS);
  });

  it('follows the direction filter of the URL, and leaves other tabs and later pages to the browser', async() => {
    apiWith();
    const { props } = await address(context({ hash: HASH_40, filter: 'from' })) as { props: PageProps };
    expect(cached(props).get(txsKey('from'))).toEqual(TXS);

    const otherViews: Array<Record<string, string>> = [ { tab: 'logs' }, { next_page_params: '{"block_number":5}', page: '2' } ];
    for (const query of otherViews) {
      const fetch = apiWith();
      await address(context({ hash: HASH_40, ...query }));
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('on the Contract tab puts the contract in the HTML, so its sub-tabs are the same on the server and in the browser', async() => {
    const CONTRACT = { is_verified: true, abi: [] };
    const fetch = mockFetch(async(url) => fakeResponse({ body: url.includes('/smart-contracts/') ? CONTRACT : ADDRESS }));
    const { props } = await address(context({ hash: HASH_40, tab: 'contract' })) as { props: PageProps };
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cached(props).get(JSON.stringify(getResourceKey('general:contract', { pathParams: { hash: HASH_40 } })))).toEqual(CONTRACT);
  });

  it('does not hold the page past the list budget for a slow list', async() => {
    apiWith(FIRST_LIST_TIMEOUT_MS + 3_000);
    const startedAt = Date.now();
    const { props } = await address(context({ hash: HASH_40 })) as { props: PageProps };
    expect(Date.now() - startedAt).toBeLessThan(FIRST_LIST_TIMEOUT_MS + 1_000);
    expect(cached(props).get(txsKey())).toBeUndefined();
    expect(props.error).toBeUndefined();
  });
});

describe('the rollup list pages', () => {
  const PAGES = [
    { name: '/l2-deposits', getProps: l2Deposits, resource: 'general:l2_deposits', path: '/api/v2/optimism/deposits' },
    { name: '/l2-withdrawals', getProps: l2Withdrawals, resource: 'general:l2_withdrawals', path: '/api/v2/optimism/withdrawals' },
    { name: '/l2-txn-batches', getProps: l2TxnBatches, resource: 'general:l2_txn_batches', path: '/api/v2/optimism/txn-batches' },
    { name: '/l2-output-roots', getProps: l2OutputRoots, resource: 'general:l2_output_roots', path: '/api/v2/optimism/output-roots' },
  ] as const;
  const ROLLUP = { NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: 'https://l1.example.org' };
  const PAGE = { items: [], next_page_params: null };

  for (const page of PAGES) {
    it(`${ page.name } answers 404 "Page not found" while the rollup feature is off, asking the API nothing`, async() => {
      const fetch = mockFetch();
      const ctx = context({});
      const { props } = await page.getProps(ctx) as { props: PageProps };
      expect(ctx.res.statusCode).toBe(404);
      expect(props.error).toEqual({ status: 404, routeOff: true });
      expect(getErrorStatus(props.error!)).toBe(404);
      expect(fetch).not.toHaveBeenCalled();
    });

    it(`${ page.name } puts its first page in the HTML when the rollup is on, and leaves later pages to the browser`, async() => {
      setTestConfig(ROLLUP);
      let fetch = mockFetch(async() => fakeResponse({ body: PAGE }));
      const ctx = context({});
      const { props } = await page.getProps(ctx) as { props: PageProps };
      expect(ctx.res.statusCode).toBe(200);
      expect(props.error).toBeUndefined();
      expect(new URL(String(fetch.mock.calls[0][0])).pathname).toBe(page.path);
      const cached = props.dehydratedState?.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(getResourceKey(page.resource, { queryParams: {} })));
      expect(cached?.state.data).toEqual(PAGE);

      fetch = mockFetch();
      await page.getProps(context({ page: '2', next_page_params: '{"items_count":50}' }));
      expect(fetch).not.toHaveBeenCalled();
    });
  }

  it('are the props of the route files', async() => {
    const routes = await Promise.all([
      import('pages/l2-deposits'), import('pages/l2-withdrawals'), import('pages/l2-txn-batches'), import('pages/l2-output-roots'),
    ]);
    expect(routes.map((route) => route.getServerSideProps)).toEqual(PAGES.map((page) => page.getProps));
  });

  it('a failed list is left to the page, never an error screen', async() => {
    setTestConfig(ROLLUP);
    mockFetch(async() => fakeResponse({ status: 500, statusText: 'Error', body: { message: 'Internal server error' } }));
    const ctx = context({});
    const { props } = await l2Deposits(ctx) as { props: PageProps };
    expect(ctx.res.statusCode).toBe(200);
    expect(props.error).toBeUndefined();
  });
});
