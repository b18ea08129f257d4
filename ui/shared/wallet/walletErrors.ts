/** What the explorer says when a wallet step fails: one line a visitor can act on. */

/** wagmi alone would say "Provider not found.": say what to do instead. */
export const NO_WALLET_TEXT = 'No wallet found in this browser. Install a browser wallet such as MetaMask, Coinbase Wallet or ' +
  'TokenPocket, then reload this page to connect it.';

/** The wallet's message without viem's long "Request Arguments" and "Version" tail. */
export function walletErrorText(error: unknown, fallback = 'The transaction was not sent'): string {
  const value = error as { name?: unknown; shortMessage?: unknown; message?: unknown } | null | undefined;
  if (value?.name === 'ProviderNotFoundError') return NO_WALLET_TEXT;
  const text = typeof value?.shortMessage === 'string' ? value.shortMessage : typeof value?.message === 'string' ? value.message : '';
  return text.split('\n')[0] || fallback;
}
