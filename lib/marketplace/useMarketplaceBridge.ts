/**
 * Connects the app in `frame` to the visitor's wallet (lib/marketplace/bridge.ts): only
 * messages from that frame and from the app's own origin are answered, and answers and the
 * wallet's events are posted to that origin only.
 */
import React from 'react';

import { MARKETPLACE_BRIDGE, type MarketplaceBridgeEvent } from 'types/marketplace';

import { getWalletProvider, type Eip1193Provider } from 'lib/web3/wallet';

import { answerBridgeRequest, isBridgeRequest } from './bridge';

export default function useMarketplaceBridge(frame: React.RefObject<HTMLIFrameElement | null>, appUrl: string | undefined) {
  React.useEffect(() => {
    if (!appUrl) return;
    const origin = new URL(appUrl).origin;
    // The configured wallet, through the app's one wagmi config (loaded on this page only).
    const provider = getWalletProvider();
    const post = (message: unknown) => frame.current?.contentWindow?.postMessage(message, origin);

    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin || !isBridgeRequest(event.data)) return;
      void provider.then((wallet) => answerBridgeRequest(event.data, wallet)).then(post);
    };
    const forward = (name: MarketplaceBridgeEvent['event']) => (data: unknown) =>
      post({ type: MARKETPLACE_BRIDGE.event, event: name, data } satisfies MarketplaceBridgeEvent);
    const onAccounts = forward('accountsChanged');
    const onChain = forward('chainChanged');
    let wallet: Eip1193Provider | undefined;
    let unmounted = false;
    void provider.then((found) => {
      if (unmounted) return;
      wallet = found;
      wallet?.on?.('accountsChanged', onAccounts);
      wallet?.on?.('chainChanged', onChain);
    });

    // An app that asked before this listener was up got no answer: each load of the frame is told the accounts.
    const onLoad = () => {
      void provider.then((found) => found?.request({ method: 'eth_accounts' })).then((accounts) => accounts && onAccounts(accounts), () => undefined);
    };
    const element = frame.current;

    window.addEventListener('message', onMessage);
    element?.addEventListener('load', onLoad);
    return () => {
      unmounted = true;
      window.removeEventListener('message', onMessage);
      element?.removeEventListener('load', onLoad);
      wallet?.removeListener?.('accountsChanged', onAccounts);
      wallet?.removeListener?.('chainChanged', onChain);
    };
  }, [ frame, appUrl ]);
}
