/**
 * The address page's Contract tab and its sub-tabs (`?tab=contract&contract_tab=read`).
 * The tab itself is a chunk loaded when opened (AddressTabs); inside it the source viewer,
 * and the wallet code of the Write tabs, are further chunks loaded with their sub-tab.
 */
import { Tabs } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import type { AddressImplementation } from 'types/api/address';
import { ListSkeleton } from 'ui/shared/lists/DataListDisplay';

import ContractCode from './code/ContractCode';
import { CONTRACT_TAB_QUERY_KEY, CONTRACT_TAB_TITLES, getContractTabs, type ContractTabId } from './contractTabs';
import ContractRead from './methods/ContractRead';
import ProxyImplementations from './ProxyImplementations';
import useCustomAbi from './useCustomAbi';

// Browser-only (it holds the wallet code): when the tab hydrates before its chunk has loaded, the
// server and the browser must draw the same skeleton.
const ContractWrite = dynamic(() => import('./write/ContractWrite'), { ssr: false, loading: () => <ListSkeleton rows={ 4 }/> });

function SubTab({ id, hash, implementations }: { id: ContractTabId; hash: string; implementations: Array<AddressImplementation> }) {
  switch (id) {
    case 'code': return <ContractCode hash={ hash }/>;
    case 'read': return <ContractRead hash={ hash } kind="regular"/>;
    case 'write': return <ContractWrite hash={ hash } kind="regular"/>;
    case 'read_proxy': return <><ProxyImplementations implementations={ implementations }/><ContractRead hash={ hash } kind="proxy"/></>;
    case 'write_proxy': return <><ProxyImplementations implementations={ implementations }/><ContractWrite hash={ hash } kind="proxy"/></>;
    case 'read_custom': return <ContractRead hash={ hash } kind="regular" isCustomAbi/>;
    case 'write_custom': return <ContractWrite hash={ hash } kind="regular" isCustomAbi/>;
  }
}

export default function AddressContract({ hash }: { hash: string }) {
  const router = useRouter();
  const contractQuery = useApiQuery('general:contract', { pathParams: { hash } });
  const addressQuery = useApiQuery('general:address', { pathParams: { hash } });
  const customAbi = useCustomAbi(hash);
  const tabs = getContractTabs(contractQuery.data, addressQuery.data, customAbi);
  // The contract's own answer first, as getContractTabs reads it; the address's while that loads.
  const implementations = contractQuery.data?.implementations ?? addressQuery.data?.implementations ?? [];
  const requested = router.query[CONTRACT_TAB_QUERY_KEY];
  const active = tabs.find((tab) => tab === requested) ?? 'code';

  const handleChange = React.useCallback(({ value }: { value: string }) => {
    const query: Record<string, string> = { hash: String(router.query.hash ?? hash), tab: 'contract' };
    if (value !== 'code') query[CONTRACT_TAB_QUERY_KEY] = value;
    router.push({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [ router, hash ]);

  return (
    <Tabs.Root value={ active } onValueChange={ handleChange } lazyMount unmountOnExit variant="subtle" size="sm" data-testid="contract-tabs">
      <Tabs.List mb="4" flexWrap="wrap">
        { tabs.map((tab) => (
          <Tabs.Trigger key={ tab } value={ tab } data-testid={ `contract-tab-${ tab }` }>{ CONTRACT_TAB_TITLES[tab] }</Tabs.Trigger>
        )) }
      </Tabs.List>
      { tabs.map((tab) => (
        <Tabs.Content key={ tab } value={ tab } p="0"><SubTab id={ tab } hash={ hash } implementations={ implementations }/></Tabs.Content>
      )) }
    </Tabs.Root>
  );
}
