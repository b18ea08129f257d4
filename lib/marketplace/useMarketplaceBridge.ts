/**
 * Connects the app in `frame` to the visitor's wallet (lib/marketplace/bridge.ts): only
 * messages from that frame and from the app's own origin are answered, and answers and the
 * wallet's events are posted to that origin only.
 */
import React from 'react';

import { MARKETPLACE_BRIDGE, type MarketplaceBridgeEvent } from 'types/marketplace';

import { getInjectedProvider } from 'lib/web3/addChain';

import { answerBridgeRequest, isBridgeRequest } from './bridge';

interface EventfulProvider {
  on?: (event: string, listener: (data: unknown) => void) => void;
  removeListener?: (event: string, listener: (data: unknown) => void) => void;
}

export default function useMarketplaceBridge(frame: React.RefObject<HTMLIFrameElement | null>, appUrl: string | undefined) {
  React.useEffect(() => {
    if (!appUrl) return;
    const origin = new URL(appUrl).origin;
    const provider = getInjectedProvider();
    const post = (message: unknown) => frame.current?.contentWindow?.postMessage(message, origin);

    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin || !isBridgeRequest(event.data)) return;
      void answerBridgeRequest(event.data, provider).then(post);
    };
    const forward = (name: MarketplaceBridgeEvent['event']) => (data: unknown) =>
      post({ type: MARKETPLACE_BRIDGE.event, event: name, data } satisfies MarketplaceBridgeEvent);
    const onAccounts = forward('accountsChanged');
    const onChain = forward('chainChanged');
    const eventful = provider as (EventfulProvider | undefined);

    // An app that asked before this listener was up got no answer: each load of the frame is told the accounts.
    const onLoad = () => {
      if (provider) void provider.request({ method: 'eth_accounts' }).then(onAccounts, () => undefined);
    };
    const element = frame.current;

    window.addEventListener('message', onMessage);
    element?.addEventListener('load', onLoad);
    eventful?.on?.('accountsChanged', onAccounts);
    eventful?.on?.('chainChanged', onChain);
    return () => {
      window.removeEventListener('message', onMessage);
      element?.removeEventListener('load', onLoad);
      eventful?.removeListener?.('accountsChanged', onAccounts);
      eventful?.removeListener?.('chainChanged', onChain);
    };
  }, [ frame, appUrl ]);
}
