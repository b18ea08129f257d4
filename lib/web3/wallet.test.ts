/** @jest-environment node */
// viem needs Node's TextEncoder (jsdom has none); the page's `window` is this global.
import { createConfig, http } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import { mainnet } from 'wagmi/chains';

import { trackEvent } from 'lib/analytics/trackEvent';
import { setTestConfig } from 'lib/api/testUtils';

import { findInstalledConnector, getWagmiConfig, walletConnectors } from './wagmiConfig';
import { hasInjectedWallet, switchToConfiguredChain, watchAssetInWallet } from './wallet';

jest.mock('lib/analytics/trackEvent', () => ({ trackEvent: jest.fn() }));

type Call = { method: string; params?: unknown };

/** A wallet in the page: knows chain 1 only until asked to add ours; records every request. */
function installWallet(flags: Record<string, boolean> = { isMetaMask: true }, answers: Record<string, unknown> = {}) {
  const calls: Array<Call> = [];
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const known = new Set([ '0x1' ]);
  let chainId = '0x1';
  const emit = (event: string, data: unknown) => listeners.get(event)?.forEach((listener) => listener(data));
  const provider = {
    ...flags,
    async request({ method, params }: Call) {
      calls.push({ method, params });
      if (method in answers) return answers[method];
      const first = (Array.isArray(params) ? params[0] : undefined) as { chainId: string };
      switch (method) {
        case 'eth_chainId': return chainId;
        case 'eth_accounts': case 'eth_requestAccounts': return [ '0x00000000000000000000000000000000000000aa' ];
        case 'wallet_switchEthereumChain':
          if (!known.has(first.chainId)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
          chainId = first.chainId;
          emit('chainChanged', chainId);
          return null;
        case 'wallet_addEthereumChain':
          known.add(first.chainId);
          chainId = first.chainId;
          emit('chainChanged', chainId);
          return null;
        case 'wallet_watchAsset': return true;
        default: throw Object.assign(new Error(`unsupported ${ method }`), { code: 4200 });
      }
    },
    on: (event: string, listener: (data: unknown) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (data: unknown) => void) => listeners.get(event)?.delete(listener),
  };
  Object.assign(window, { ethereum: provider });
  return calls;
}

beforeAll(() => {
  Object.assign(globalThis, { window: globalThis });
  setTestConfig({ NEXT_PUBLIC_NETWORK_RPC_URL: 'http://localhost:8545', NEXT_PUBLIC_WEB3_WALLETS: '["metamask","coinbase"]',
    NEXT_PUBLIC_NETWORK_NAME: 'QNM Network', NEXT_PUBLIC_APP_HOST: 'explorer.test' });
});

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('the wallet through the one wagmi config', () => {
  it('knows whether the browser has a wallet before any wallet code loads', () => {
    expect(hasInjectedWallet()).toBe(false);
    installWallet();
    expect(hasInjectedWallet()).toBe(true);
  });

  it('switches to our chain, adding it first when the wallet does not know it (4902)', async() => {
    const calls = installWallet();
    await switchToConfiguredChain();
    const methods = calls.map((call) => call.method);
    expect(methods.slice(0, 2)).toEqual([ 'wallet_switchEthereumChain', 'wallet_addEthereumChain' ]);
    expect(calls[0].params).toEqual([ { chainId: '0x109' } ]);
    expect(calls[1].params).toEqual([ {
      chainId: '0x109', chainName: 'QNM Network', nativeCurrency: { name: 'QNM', symbol: 'QNM', decimals: 18 },
      rpcUrls: [ 'http://localhost:8545' ], blockExplorerUrls: [ 'http://explorer.test:3000' ], iconUrls: undefined,
    } ]);
    // Known now: the next switch adds nothing.
    calls.length = 0;
    await switchToConfiguredChain();
    expect(calls.map((call) => call.method)).not.toContain('wallet_addEthereumChain');
  });

  it('passes the wallet\'s refusal on', async() => {
    installWallet({ isMetaMask: true }, { wallet_switchEthereumChain: Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) });
    await expect(switchToConfiguredChain()).rejects.toThrow(/rejected/i);
  });

  it('adds a token on our chain with EIP-747\'s one-object params', async() => {
    const calls = installWallet();
    const token = { address_hash: '0x5FbDB2315678afecb367f032d93F642f64180aa3', type: 'ERC-20' as const, symbol: 'QGOV', decimals: '18', icon_url: null };
    await expect(watchAssetInWallet(token)).resolves.toBe(true);
    expect(calls.filter((call) => call.method.startsWith('wallet_')).map((call) => call.method))
      .toEqual([ 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_watchAsset' ]);
    expect(calls.at(-1)?.params).toEqual({ type: 'ERC20', options: { address: token.address_hash, symbol: 'QGOV', decimals: 18, image: undefined } });
  });
});

describe('the configured wallets', () => {
  const configWith = (wallets: Parameters<typeof walletConnectors>[0]) =>
    createConfig({ chains: [ mainnet ], connectors: walletConnectors(wallets), transports: { [mainnet.id]: http() }, multiInjectedProviderDiscovery: false });

  it('are connectors in the configured order; the first one the browser has is used', async() => {
    installWallet({ isMetaMask: true });
    const wagmi = configWith([ 'coinbase', 'metamask', 'token_pocket' ]);
    expect(wagmi.connectors.map((connector) => connector.id)).toEqual([ 'coinbaseWallet', 'metaMask', 'tokenPocket' ]);
    expect((await findInstalledConnector(wagmi.connectors))?.id).toBe('metaMask');
  });

  it('find TokenPocket, which MetaMask\'s connector does not take for itself', async() => {
    installWallet({ isMetaMask: true, isTokenPocket: true });
    expect((await findInstalledConnector(configWith([ 'metamask', 'token_pocket' ]).connectors))?.id).toBe('tokenPocket');
  });

  it('find none when the browser has none of them', async() => {
    expect(await findInstalledConnector(configWith([ 'metamask' ]).connectors)).toBeUndefined();
  });
});

describe('analytics of the wallet', () => {
  it('sends "Wallet connect" with the wallet\'s name when a visitor connects', async() => {
    installWallet();
    const config = getWagmiConfig();
    await connect(config, { connector: config.connectors[0] });
    try {
      expect(trackEvent).toHaveBeenCalledWith('Wallet connect', { Wallet: 'MetaMask' });
    } finally {
      await disconnect(config);
    }
  });
});
