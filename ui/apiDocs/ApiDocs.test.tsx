import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { ethChainIdAnswer, erc20Tokens, homepageTxs, openApiDocument, rpcBalanceAnswer } from 'mocks/apiDocs/apiDocs';
import { renderWithAddressData, type Seed } from 'mocks/address/render';
import { erc20 } from 'mocks/tokens/tokens';
import { ALICE } from 'mocks/txs/txs';
import ApiDocs from 'ui/pages/ApiDocs';

const mockRouter = { pathname: '/api-docs', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// Swagger UI itself is a prebuilt browser bundle (the stack test drives it); here: what it is given.
jest.mock('ui/apiDocs/SwaggerPanel', () => ({
  __esModule: true,
  default: ({ spec, url }: { spec?: { servers: unknown; paths: object }; url?: string }) => (
    <pre data-testid="swagger-stub">{ JSON.stringify({ servers: spec?.servers, paths: spec && Object.keys(spec.paths), url }) }</pre>
  ),
}));

const EXAMPLE_SEEDS: Array<Seed> = [
  [ 'general:homepage_txs', homepageTxs, undefined, {} ],
  [ 'general:tokens', erc20Tokens, { type: [ 'ERC-20' ] }, {} ],
];

function renderPage(tab?: string) {
  mockRouter.query = tab ? { tab } : {};
  return renderWithAddressData(<ApiDocs/>, '', EXAMPLE_SEEDS);
}

describe('/api-docs', () => {
  beforeEach(() => setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PORT: '8443', NEXT_PUBLIC_API_PROTOCOL: 'https' }));
  afterEach(() => resetTestConfig());

  it('shows REST API, RPC API and Eth RPC API tabs, and GraphQL only with the feature on', () => {
    mockFetch(async() => fakeResponse({ body: openApiDocument }));
    const { unmount } = renderPage();
    expect(screen.getByTestId('page-title').textContent).toBe('API documentation');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([ 'REST API', 'RPC API', 'Eth RPC API' ]);
    unmount();

    setTestConfig({ NEXT_PUBLIC_GRAPHQL_ENABLED: 'true' });
    renderPage('graphql');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([ 'REST API', 'RPC API', 'Eth RPC API', 'GraphQL' ]);
    expect(screen.getByTestId('graphiql-link').getAttribute('href')).toBe('/graphiql');
  });

  it('REST API: loads the API\'s own document and points "Try it out" at this instance\'s API', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: openApiDocument }));
    renderPage('rest_api');
    const stub = await screen.findByTestId('swagger-stub');
    expect(fetch.mock.calls[0][0]).toBe('https://api.example.org:8443/api/v2/openapi.json');
    expect(JSON.parse(stub.textContent!)).toEqual({
      servers: [ { url: 'https://api.example.org:8443', description: 'this explorer\'s API' } ], paths: [ '/api/v2/stats' ],
    });
  });

  it('REST API: a configured document is handed to Swagger UI by its URL', async() => {
    setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_SPEC_URL: 'https://spec.example.org/openapi.json' });
    const fetch = mockFetch();
    renderPage('rest_api');
    expect(JSON.parse((await screen.findByTestId('swagger-stub')).textContent!)).toEqual({ url: 'https://spec.example.org/openapi.json' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('RPC API: every module is listed; an example built from chain data runs and its answer shows as text', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: rpcBalanceAnswer }));
    const { container } = renderPage('rpc_api');
    for (const name of [ 'account', 'logs', 'token', 'stats', 'block', 'transaction', 'contract', 'proxy' ]) {
      expect(screen.getByTestId(`rpc-module-${ name }`)).toBeTruthy();
    }
    const expectedUrl = `https://api.example.org:8443/api?module=account&action=balance&address=${ ALICE }`;
    expect(screen.getByTestId('rpc-account-balance-url').textContent).toBe(expectedUrl);
    expect(screen.getByTestId('rpc-token-getToken-url').textContent).toContain(`contractaddress=${ erc20.address_hash }`);

    fireEvent.click(screen.getByTestId('rpc-account-balance-example-run'));
    const result = await screen.findByTestId('rpc-account-balance-example-result');
    const called = new URL(fetch.mock.calls[0][0]);
    expect([ called.origin + called.pathname, Object.fromEntries(called.searchParams) ])
      .toEqual([ 'https://api.example.org:8443/api', { module: 'account', action: 'balance', address: ALICE } ]);
    expect(JSON.parse(result.textContent!)).toEqual(rpcBalanceAnswer);
    expect(screen.getByTestId('rpc-account-balance-example-status').textContent).toBe('HTTP 200');
    expect(container.querySelector('img')).toBeNull();
  });

  it('RPC API: a refused call shows its status and message', async() => {
    mockFetch(async() => fakeResponse({ status: 422, statusText: 'Unprocessable Entity', body: { message: 'Invalid address hash' } }));
    renderPage('rpc_api');
    fireEvent.click(screen.getByTestId('rpc-account-txlist-example-run'));
    const card = screen.getByTestId('rpc-account-txlist');
    await waitFor(() => expect(within(card).getByTestId('rpc-account-txlist-example-status').textContent).toBe('HTTP 422'));
    expect(within(card).getByTestId('rpc-account-txlist-example-result').textContent).toContain('Invalid address hash');
  });

  it('Eth RPC API: posts the (editable) JSON-RPC body and shows the answer; malformed JSON is caught before sending', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: ethChainIdAnswer }));
    renderPage('eth_rpc_api');
    expect(screen.getByTestId('eth-rpc-endpoint').textContent).toBe('https://api.example.org:8443/api/eth-rpc');
    const balanceBody = JSON.parse((screen.getByTestId('eth-rpc-eth_getBalance-body') as HTMLTextAreaElement).value);
    expect(balanceBody).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ ALICE, 'latest' ] });

    fireEvent.click(screen.getByTestId('eth-rpc-eth_chainId-example-run'));
    const result = await screen.findByTestId('eth-rpc-eth_chainId-example-result');
    expect(result.textContent).toContain('"0x109"');
    const [ url, init ] = fetch.mock.calls[0];
    expect({ url, method: init.method, body: JSON.parse(String(init.body)) }).toEqual({
      url: 'https://api.example.org:8443/api/eth-rpc', method: 'POST', body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    });

    fireEvent.change(screen.getByTestId('eth-rpc-eth_gasPrice-body'), { target: { value: '{"jsonrpc": "2.0",' } });
    fireEvent.click(screen.getByTestId('eth-rpc-eth_gasPrice-example-run'));
    expect((await screen.findByTestId('eth-rpc-eth_gasPrice-example-result')).textContent).toBe('The request body is not valid JSON.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
