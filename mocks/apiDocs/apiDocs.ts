/** Answers of the API docs' examples for component tests: our OpenAPI document, an RPC API envelope, JSON-RPC answers. */
import { erc20 } from 'mocks/tokens/tokens';
import { txsList } from 'mocks/txs/txs';
import type { TokensResponse } from 'types/api/token';

export { txsList as homepageTxs };

export const erc20Tokens: TokensResponse = { items: [ erc20 ], next_page_params: null };

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'QNM Explorer API', version: 'v0.1.0-qnm' },
  servers: [ { url: '/', description: 'this API' } ],
  paths: {
    '/api/v2/stats': { get: { operationId: 'get_api_v2_stats', summary: 'Chain totals', tags: [ 'stats' ], parameters: [], responses: { 200: { description: 'OK' } } } },
  },
};

/** An `account/balance` answer; the message is hostile text, which must show as text. */
export const rpcBalanceAnswer = { status: '1', message: 'OK <img src=x onerror="window.hacked=1">', result: '1500000000000000000' };

export const rpcNotFoundAnswer = { status: '0', message: 'No transactions found', result: [] };

export const ethChainIdAnswer = { jsonrpc: '2.0', id: 1, result: '0x109' };
