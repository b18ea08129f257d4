/**
 * The app's one wagmi config: our chain as the operator configured it (id, name, currency,
 * RPC URL, the explorer as its block explorer) and one injected connector per configured wallet
 * (NEXT_PUBLIC_WEB3_WALLETS: metamask, coinbase, token_pocket), in that order; any injected
 * wallet when none is configured. Built on first use and imported only by the chunks that need
 * a wallet (lib/web3/wallet.ts loads it with `import()`), so no page's first load carries
 * wagmi or viem.
 */
import { defineChain } from 'viem';
import { createConfig, http, injected, type Config, type Connector, type CreateConnectorFn } from 'wagmi';

import config from 'configs/app';
import type { WalletType } from 'configs/app/features';
import { trackEvent } from 'lib/analytics/trackEvent';

import { configuredChain } from './configuredChain';
import type { Eip1193Provider } from './wallet';

type InjectedTarget = NonNullable<Parameters<typeof injected>[0]>['target'];

interface WalletWindow { ethereum?: Eip1193Provider & { isTokenPocket?: boolean; providers?: Array<Eip1193Provider & { isTokenPocket?: boolean }> } }

/** TokenPocket's injected provider: wagmi knows no target for it. */
function tokenPocketProvider(window?: WalletWindow) {
  const ethereum = window?.ethereum;
  return ethereum?.providers?.find((provider) => provider.isTokenPocket) ?? (ethereum?.isTokenPocket ? ethereum : undefined);
}

const WALLET_TARGETS: Record<WalletType, InjectedTarget> = {
  metamask: 'metaMask',
  coinbase: 'coinbaseWallet',
  token_pocket: { id: 'tokenPocket', name: 'TokenPocket', provider: (window) => tokenPocketProvider(window as WalletWindow) as never },
};

export function walletConnectors(wallets: ReadonlyArray<WalletType>): Array<CreateConnectorFn> {
  return wallets.length > 0 ? wallets.map((wallet) => injected({ target: WALLET_TARGETS[wallet] })) : [ injected() ];
}

let wagmiConfig: Config | undefined;

export function getWagmiConfig(): Config {
  if (!wagmiConfig) {
    const params = configuredChain();
    const chain = defineChain({
      id: params.id,
      name: params.name,
      nativeCurrency: params.currency,
      rpcUrls: { 'default': { http: params.rpcUrl ? [ params.rpcUrl ] : [] } },
      blockExplorers: { 'default': { name: params.name, url: params.explorerUrl } },
    });
    const feature = config.features.web3Wallet;
    wagmiConfig = createConfig({
      chains: [ chain ],
      connectors: walletConnectors(feature.isEnabled ? feature.wallets : []),
      // Reads and sends go through the wallet; this transport is wagmi's fallback only.
      transports: { [chain.id]: http(params.rpcUrl || undefined) },
      ssr: true,
      multiInjectedProviderDiscovery: false,
    });
    // A visitor's connection (not wagmi's reconnect of an earlier one on a new page).
    wagmiConfig.subscribe((state) => state.status, (status, previous) => {
      const connection = wagmiConfig?.state.current ? wagmiConfig.state.connections.get(wagmiConfig.state.current) : undefined;
      if (status === 'connected' && previous === 'connecting') trackEvent('Wallet connect', { Wallet: connection?.connector.name ?? 'unknown' });
    });
  }
  return wagmiConfig;
}

/** The first configured wallet this browser has (its connector finds a provider), if any. */
export async function findInstalledConnector(connectors: ReadonlyArray<Connector>): Promise<Connector | undefined> {
  for (const connector of connectors) {
    if (await connector.getProvider().catch(() => undefined)) return connector;
  }
  return undefined;
}
