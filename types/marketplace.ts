/**
 * A marketplace app (spec §3): one entry of the JSON list at NEXT_PUBLIC_MARKETPLACE_CONFIG_URL.
 * The devnet's sample list (server/devnet/apps) is written against it too.
 */
export interface MarketplaceApp {
  id: string;
  title: string;
  author?: string;
  logo?: string;
  /** The logo drawn in dark mode, when it differs. */
  logoDarkMode?: string;
  categories?: Array<string>;
  shortDescription?: string;
  description?: string;
  /** The author's site, shown in the details. */
  site?: string;
  /** True: the app is its own site (`url`), opened in a new tab; false: shown at /apps/{id} in a frame. */
  external?: boolean;
  url: string;
}

/**
 * The messages an app in the frame of /apps/{id} and the explorer exchange with
 * `postMessage`: the app's EIP-1193 requests go to the visitor's wallet, and the answers and
 * the wallet's events come back.
 */
export const MARKETPLACE_BRIDGE = {
  request: 'explorer:eip1193:request',
  response: 'explorer:eip1193:response',
  event: 'explorer:eip1193:event',
} as const;

export interface MarketplaceBridgeRequest {
  type: typeof MARKETPLACE_BRIDGE.request;
  id: number;
  method: string;
  params?: Array<unknown>;
}

export interface MarketplaceBridgeResponse {
  type: typeof MARKETPLACE_BRIDGE.response;
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface MarketplaceBridgeEvent {
  type: typeof MARKETPLACE_BRIDGE.event;
  event: 'accountsChanged' | 'chainChanged';
  data: unknown;
}
