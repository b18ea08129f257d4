import { MARKETPLACE_BRIDGE } from 'types/marketplace';

import { answerBridgeRequest, isBridgeRequest } from './bridge';

const request = (method: string, params?: Array<unknown>) => ({ type: MARKETPLACE_BRIDGE.request, id: 7, method, params });

describe('marketplace bridge', () => {
  it('recognises only well-formed requests', () => {
    expect(isBridgeRequest(request('eth_accounts'))).toBe(true);
    expect(isBridgeRequest({ ...request('eth_accounts'), id: '7' })).toBe(false);
    expect(isBridgeRequest({ ...request('eth_accounts'), params: 'x' })).toBe(false);
    expect(isBridgeRequest({ type: 'other', id: 1, method: 'eth_accounts' })).toBe(false);
    expect(isBridgeRequest(null)).toBe(false);
  });

  it('passes wallet methods to the wallet and returns its answer under the same id', async() => {
    const provider = { request: jest.fn(async() => [ '0xabc' ]) };
    await expect(answerBridgeRequest(request('eth_requestAccounts'), provider))
      .resolves.toEqual({ type: MARKETPLACE_BRIDGE.response, id: 7, result: [ '0xabc' ] });
    expect(provider.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts', params: undefined });
  });

  it('returns the wallet\'s refusal with its code', async() => {
    const provider = { request: jest.fn(async() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))) };
    await expect(answerBridgeRequest(request('eth_sendTransaction', [ { to: '0x1' } ]), provider))
      .resolves.toEqual({ type: MARKETPLACE_BRIDGE.response, id: 7, error: { code: 4001, message: 'User rejected the request.' } });
  });

  it('refuses other methods without asking the wallet, and says when there is no wallet', async() => {
    const provider = { request: jest.fn() };
    const refused = await answerBridgeRequest(request('hardhat_setBalance', [ '0x1', '0xff' ]), provider);
    expect(refused.error?.code).toBe(4200);
    expect(provider.request).not.toHaveBeenCalled();
    expect((await answerBridgeRequest(request('eth_accounts'), undefined)).error).toEqual({ code: 4900, message: 'There is no wallet in this browser.' });
  });
});
