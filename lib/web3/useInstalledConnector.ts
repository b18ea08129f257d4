/**
 * The connector of the first configured wallet this browser has (wagmiConfig.ts), for the
 * parts rendered inside a WagmiProvider; undefined while it is looked for, or when there is none.
 */
import React from 'react';
import { useConnectors, type Connector } from 'wagmi';

import { findInstalledConnector } from './wagmiConfig';

export default function useInstalledConnector(): Connector | undefined {
  const connectors = useConnectors();
  const [ installed, setInstalled ] = React.useState<Connector>();
  React.useEffect(() => {
    let current = true;
    void findInstalledConnector(connectors).then((connector) => {
      if (current) setInstalled(connector);
    });
    return () => { current = false; };
  }, [ connectors ]);
  return installed;
}
