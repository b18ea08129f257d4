/**
 * The wagmi config of the Write tabs: our chain only, the injected (EIP-1193) wallet only.
 * Built on first use, inside the Write tab's chunk, so no other page carries wagmi or viem.
 */
import { defineChain } from 'viem';
import { createConfig, http, injected, type Config } from 'wagmi';

import config from 'configs/app';

let wagmiConfig: Config | undefined;

export function getWagmiConfig(): Config {
  if (!wagmiConfig) {
    const chain = defineChain({
      id: config.chain.id,
      name: config.chain.name,
      nativeCurrency: config.chain.currency,
      rpcUrls: { 'default': { http: config.chain.rpcUrl ? [ config.chain.rpcUrl ] : [] } },
    });
    wagmiConfig = createConfig({
      chains: [ chain ],
      connectors: [ injected() ],
      // Reads and sends go through the wallet; this transport is wagmi's fallback only.
      transports: { [chain.id]: http(config.chain.rpcUrl || undefined) },
      ssr: true,
      multiInjectedProviderDiscovery: false,
    });
  }
  return wagmiConfig;
}
