/**
 * Tokens tab: two views kept in the URL (`tokens_view`): the ERC-20 balances as a table, and
 * the NFTs (ERC-721 and ERC-1155) as a grid of cards.
 */
import { Tabs } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import { CURSOR_QUERY_KEY, PAGE_QUERY_KEY } from 'lib/api/useQueryWithPages';

import AddressErc20Tokens from './AddressErc20Tokens';
import AddressNfts from './AddressNfts';

export const TOKENS_VIEW_KEY = 'tokens_view';
type View = 'erc20' | 'nfts';

export default function AddressTokens({ hash }: { hash: string }) {
  const router = useRouter();
  const view: View = router.query[TOKENS_VIEW_KEY] === 'nfts' ? 'nfts' : 'erc20';

  const handleChange = React.useCallback(({ value }: { value: string }) => {
    const query = { ...router.query };
    delete query[PAGE_QUERY_KEY];
    delete query[CURSOR_QUERY_KEY];
    if (value === 'nfts') query[TOKENS_VIEW_KEY] = 'nfts'; else delete query[TOKENS_VIEW_KEY];
    router.push({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [ router ]);

  return (
    <Tabs.Root value={ view } onValueChange={ handleChange } lazyMount unmountOnExit variant="subtle" size="sm">
      <Tabs.List mb="4" aria-label="Token kinds">
        <Tabs.Trigger value="erc20" data-testid="tokens-view-erc20">ERC-20</Tabs.Trigger>
        <Tabs.Trigger value="nfts" data-testid="tokens-view-nfts">NFTs</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="erc20" p="0"><AddressErc20Tokens hash={ hash }/></Tabs.Content>
      <Tabs.Content value="nfts" p="0"><AddressNfts hash={ hash }/></Tabs.Content>
    </Tabs.Root>
  );
}
