/**
 * What the app asks of the visitor's wallet outside the wagmi-rendered parts (the 'Add {chain}'
 * button, add-token, the marketplace bridge), through the one wagmi config (wagmiConfig.ts),
 * which is loaded on the first such request. Whether the browser has a wallet at all is
 * answered without it, so buttons can render (or not) before any wallet code loads.
 */
import { watchAssetParams, type WatchableToken } from './watchAsset';

/** An EIP-1193 provider, as wallets inject it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: ReadonlyArray<unknown> | object }): Promise<unknown>;
  on?: (event: string, listener: (data: unknown) => void) => void;
  removeListener?: (event: string, listener: (data: unknown) => void) => void;
}

/** True when the browser has an injected wallet (checked without loading wagmi). */
export function hasInjectedWallet(): boolean {
  if (typeof window === 'undefined') return false;
  const candidate = window as unknown as { ethereum?: unknown; coinbaseWalletExtension?: unknown };
  return Boolean(candidate.ethereum ?? candidate.coinbaseWalletExtension);
}

/** The connector of the first configured wallet the browser has; throws when there is none. */
async function installedConnector() {
  const { getWagmiConfig, findInstalledConnector } = await import('./wagmiConfig');
  const wagmi = getWagmiConfig();
  const connector = await findInstalledConnector(wagmi.connectors);
  if (!connector) throw new Error('No wallet found: install or unlock a browser wallet');
  return { wagmi, connector };
}

/** The configured wallet's provider, or undefined when the browser has none (the marketplace bridge forwards to it). */
export async function getWalletProvider(): Promise<Eip1193Provider | undefined> {
  if (!hasInjectedWallet()) return undefined;
  const found = await installedConnector().catch(() => undefined);
  return found ? await found.connector.getProvider() as Eip1193Provider : undefined;
}

/** Switches the wallet to our chain, adding the chain first when the wallet does not know it (4902, spec §5). */
export async function switchToConfiguredChain(): Promise<void> {
  await switchChain(await installedConnector());
}

async function switchChain({ wagmi, connector }: Awaited<ReturnType<typeof installedConnector>>): Promise<void> {
  if (!connector.switchChain) throw new Error('This wallet cannot switch networks');
  await connector.switchChain({ chainId: wagmi.chains[0].id });
}

/**
 * Asks the wallet to track `token` (EIP-747), on our chain: resolves true when it added the
 * token, false when the visitor declined.
 */
export async function watchAssetInWallet(token: WatchableToken, tokenId?: string): Promise<boolean> {
  const params = watchAssetParams(token, tokenId);
  if (!params) throw new Error('This token cannot be added to a wallet');
  const wallet = await installedConnector();
  await switchChain(wallet);
  const provider = await wallet.connector.getProvider() as Eip1193Provider;
  // EIP-747 passes one object, not an array.
  return (await provider.request({ method: 'wallet_watchAsset', params })) !== false;
}
