/**
 * The browser wallet's account for signing, connecting the injected wallet first when needed.
 * Use inside a WagmiProvider (the chunks that load wagmi).
 */
import React from 'react';
import type { Address } from 'viem';
import { useConnect, useConnection, useConnectors } from 'wagmi';

import { NO_WALLET_TEXT } from './walletErrors';

export default function useInjectedAccount(): { ensureAccount: () => Promise<Address>; isConnecting: boolean } {
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const ensureAccount = React.useCallback(async(): Promise<Address> => {
    if (connection.address) return connection.address;
    const connector = connectors[0];
    if (!connector || typeof window === 'undefined' || !(window as { ethereum?: unknown }).ethereum) throw new Error(NO_WALLET_TEXT);
    return (await connect.mutateAsync({ connector })).accounts[0];
  }, [ connection.address, connectors, connect ]);
  return { ensureAccount, isConnecting: connect.isPending };
}
