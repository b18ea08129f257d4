/**
 * Live updates of the address page itself: a pushed balance goes straight into the cached
 * address; token and coin balance changes refetch what shows them, at most every few
 * seconds, since a busy address hears of a change with nearly every block.
 */
import { useQueryClient } from '@tanstack/react-query';
import React from 'react';

import { getResourceKey } from 'lib/api/useApiQuery';
import type { ResourceName } from 'lib/api/resources';
import type { AddressDetail } from 'types/api/address';

import { applyBalance } from '../liveUpdates';
import { useAddressChannel, useAddressEvent } from './useAddressChannel';

/** Shortest time between two refetches of the same lists. */
export const REFETCH_INTERVAL_MS = 5_000;

const TOKEN_BALANCE_EVENTS = [
  'token_balance', 'updated_token_balances_erc_20', 'updated_token_balances_erc_721', 'updated_token_balances_erc_1155',
  'updated_token_balances_erc_404',
] as const;
const TOKEN_RESOURCES: ReadonlyArray<ResourceName> = [ 'general:address_token_balances', 'general:address_tokens', 'general:address_nfts' ];
const COIN_RESOURCES: ReadonlyArray<ResourceName> = [ 'general:address_coin_balance', 'general:address_coin_balance_chart' ];

/** Calls `run` now, or once at the end of the interval if it ran less than `intervalMs` ago. */
function useThrottled(run: () => void, intervalMs: number): () => void {
  const state = React.useRef<{ last: number; timer?: ReturnType<typeof setTimeout> }>({ last: 0 });
  const runRef = React.useRef(run);
  React.useEffect(() => {
    runRef.current = run;
  });
  React.useEffect(() => () => clearTimeout(state.current.timer), []);
  return React.useCallback(() => {
    const current = state.current;
    if (current.timer) return;
    const wait = current.last + intervalMs - Date.now();
    const fire = () => {
      current.timer = undefined;
      current.last = Date.now();
      runRef.current();
    };
    if (wait <= 0) fire(); else current.timer = setTimeout(fire, wait);
  }, [ intervalMs ]);
}

export default function useAddressLiveUpdates(hash: string) {
  const queryClient = useQueryClient();
  const channel = useAddressChannel(hash);
  const addressKey = getResourceKey('general:address', { pathParams: { hash } });

  const refetch = (names: ReadonlyArray<ResourceName>) => names.forEach((name) => {
    // Every one of these takes just the address hash; the key prefix covers all filters and pages.
    queryClient.invalidateQueries({ queryKey: getResourceKey(name as 'general:address_tokens', { pathParams: { hash } }).slice(0, 2) });
  });
  const refetchTokens = useThrottled(() => refetch(TOKEN_RESOURCES), REFETCH_INTERVAL_MS);
  const refetchCoinHistory = useThrottled(() => refetch(COIN_RESOURCES), REFETCH_INTERVAL_MS);

  useAddressEvent(channel, 'balance', (payload) => {
    queryClient.setQueryData<AddressDetail>(addressKey, (previous) => applyBalance(previous, payload.balance, payload.block_number));
  });
  useAddressEvent(channel, 'current_coin_balance', (payload) => {
    queryClient.setQueryData<AddressDetail>(addressKey, (previous) => applyBalance(previous, payload.coin_balance, payload.block_number));
  });
  useAddressEvent(channel, TOKEN_BALANCE_EVENTS, refetchTokens);
  useAddressEvent(channel, 'coin_balance', refetchCoinHistory);
  // The address turned out to be a contract: the title and marker change.
  useAddressEvent(channel, [ 'fetched_bytecode', 'changed_bytecode' ], () => {
    queryClient.invalidateQueries({ queryKey: addressKey });
  });
}
