/**
 * The explorer's side of the marketplace bridge (types/marketplace.ts): an app in the frame
 * of /apps/{id} asks for wallet methods with `postMessage`; each request goes to the
 * visitor's wallet, which asks the visitor as it always does, and the answer goes back to
 * the frame. Only wallet methods pass; anything else is refused without reaching the wallet.
 */
import { MARKETPLACE_BRIDGE, type MarketplaceBridgeRequest, type MarketplaceBridgeResponse } from 'types/marketplace';

import type { Eip1193Provider } from 'lib/web3/wallet';

/** EIP-1193's codes for a request the provider does not support, and for a provider with no wallet behind it. */
const UNSUPPORTED_METHOD = 4200;
const DISCONNECTED = 4900;
const INTERNAL_ERROR = -32603;

const ALLOWED_METHOD = /^(eth_|wallet_|personal_sign$|net_version$)/;

export function isBridgeRequest(value: unknown): value is MarketplaceBridgeRequest {
  const message = value as MarketplaceBridgeRequest;
  return typeof message === 'object' && message !== null && message.type === MARKETPLACE_BRIDGE.request &&
    typeof message.id === 'number' && typeof message.method === 'string' && (message.params === undefined || Array.isArray(message.params));
}

function errorOf(error: unknown): { code: number; message: string } {
  const value = error as { code?: unknown; message?: unknown };
  return {
    code: typeof value?.code === 'number' ? value.code : INTERNAL_ERROR,
    message: typeof value?.message === 'string' && value.message ? value.message : 'The wallet refused the request.',
  };
}

/** Answers one request of the app through `provider` (none: no wallet in this browser). */
export async function answerBridgeRequest(request: MarketplaceBridgeRequest, provider: Eip1193Provider | undefined): Promise<MarketplaceBridgeResponse> {
  const reply = (fields: Omit<MarketplaceBridgeResponse, 'type' | 'id'>): MarketplaceBridgeResponse =>
    ({ type: MARKETPLACE_BRIDGE.response, id: request.id, ...fields });
  if (!ALLOWED_METHOD.test(request.method)) {
    return reply({ error: { code: UNSUPPORTED_METHOD, message: `The explorer does not pass ${ request.method } to the wallet.` } });
  }
  if (!provider) return reply({ error: { code: DISCONNECTED, message: 'There is no wallet in this browser.' } });
  try {
    return reply({ result: await provider.request({ method: request.method, params: request.params }) });
  } catch (error) {
    return reply({ error: errorOf(error) });
  }
}
