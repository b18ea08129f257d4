/** The chain a wallet is switched to (or asked to add): ours, as the operator configured it. */
import config from 'configs/app';

export interface ChainParams {
  id: number;
  name: string;
  currency: { name: string; symbol: string; decimals: number };
  rpcUrl: string;
  explorerUrl: string;
}

export function configuredChain(): ChainParams {
  return {
    id: config.chain.id,
    name: config.chain.name,
    currency: config.chain.currency,
    rpcUrl: config.chain.rpcUrl,
    explorerUrl: config.app.baseUrl,
  };
}
