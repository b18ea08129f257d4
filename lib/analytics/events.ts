/** The analytics events and their properties: one list, so every call site sends the same names. */
export interface AnalyticsEvents {
  /** A route shown; its pattern (`/tx/[hash]`), never the visitor's own values. */
  'Page view': { 'Page type': string };
  /** A term submitted in the search bar (Enter) or opened from its results. */
  'Search query': { 'Search query': string; Source: 'search bar' | 'search results' };
  /** A quick-search result chosen. */
  'Search result click': { 'Result type': string };
  /** A wallet connected to the site (contract writes, sign-in, marketplace apps). */
  'Wallet connect': { Wallet: string };
  /** The network or a token added to the wallet. */
  'Add to wallet': { Target: 'network' | 'token'; Status: 'success' | 'error' };
  /** A contract verification submitted and its outcome. */
  'Contract verification': { Method: string; Status: 'success' | 'failure' };
  /** Something saved, changed or removed on an account page. */
  'Account action': { Page: string; Action: 'create' | 'update' | 'delete' };
  /** A marketplace app opened (internal in its frame, external in a new tab). */
  'App launch': { 'App id': string; External: boolean };
}

export type AnalyticsEventName = keyof AnalyticsEvents;
