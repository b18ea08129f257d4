/**
 * The browser wallet's account for signing, connecting the injected wallet first when needed.
 * Use inside a WagmiProvider (the chunks that load wagmi).
 */
import React from 'react';
import type { Address } from 'viem';
import { useConnect, useConnection, useConnectors } from 'wagmi';

import { findInstalledConnector } from 'lib/web3/wagmiConfig';

import { NO_WALLET_TEXT } from './walletErrors';

export default function useInjectedAccount(): { ensureAccount: () => Promise<Address>; isConnecting: boolean } {
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const ensureAccount = React.useCallback(async(): Promise<Address> => {
    if (connection.address) return connection.address;
    // Looked up now, not on render: a step that starts on mount must not find "no wallet" yet.
    const connector = await findInstalledConnector(connectors);
    if (!connector) throw new Error(NO_WALLET_TEXT);
    return (await connect.mutateAsync({ connector })).accounts[0];
  }, [ connection.address, connectors, connect ]);
  return { ensureAccount, isConnecting: connect.isPending };
}
