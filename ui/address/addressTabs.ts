/**
 * Which tabs the address page shows, and their counts. As on Blockscout: Transactions,
 * Token transfers, Tokens, Internal txns and Coin balance history are always there; Logs,
 * Blocks validated and Withdrawals only when the address has some; Contract (after Logs) for
 * contracts. Until the tab counters arrive, the address's own `has_*` flags (in the server
 * HTML) decide, so a linked tab (`?tab=logs`) is there from the first render.
 */
import type { AddressDetail, AddressTabsCounters } from 'types/api/address';

export type AddressTabId =
  'txs' | 'token_transfers' | 'tokens' | 'internal_txns' | 'coin_balance_history' | 'logs' | 'blocks_validated' | 'withdrawals' | 'contract';

export interface AddressTabInfo {
  id: AddressTabId;
  title: string;
  /** Undefined: no badge (the API has no count for it, or counts are loading). */
  count?: number;
}

interface Options {
  address: Pick<AddressDetail, 'has_logs' | 'has_validated_blocks' | 'has_beacon_chain_withdrawals'> &
    Partial<Pick<AddressDetail, 'is_contract'>> | undefined;
  counters: AddressTabsCounters | undefined;
  hasBeaconChain: boolean;
}

/** Shown when the counter says there is something, or (counts unknown) the address flag does. */
function hasItems(count: number | undefined, flag: boolean | undefined, countersLoaded: boolean): boolean {
  return countersLoaded ? (count ?? 0) > 0 : Boolean(flag);
}

export function getAddressTabs({ address, counters, hasBeaconChain }: Options): Array<AddressTabInfo> {
  const loaded = counters !== undefined;
  const tabs: Array<AddressTabInfo | false> = [
    { id: 'txs', title: 'Transactions', count: counters?.transactions_count },
    { id: 'token_transfers', title: 'Token transfers', count: counters?.token_transfers_count },
    { id: 'tokens', title: 'Tokens', count: counters?.token_balances_count },
    { id: 'internal_txns', title: 'Internal txns', count: counters?.internal_transactions_count },
    { id: 'coin_balance_history', title: 'Coin balance history' },
    hasItems(counters?.logs_count, address?.has_logs, loaded) && { id: 'logs', title: 'Logs', count: counters?.logs_count },
    // Contracts get their code, read and write sub-tabs here (ui/address/contract).
    Boolean(address?.is_contract) && { id: 'contract', title: 'Contract' },
    hasItems(counters?.validations_count, address?.has_validated_blocks, loaded) &&
      { id: 'blocks_validated', title: 'Blocks validated', count: counters?.validations_count },
    hasBeaconChain && hasItems(counters?.withdrawals_count, address?.has_beacon_chain_withdrawals, loaded) &&
      { id: 'withdrawals', title: 'Withdrawals', count: counters?.withdrawals_count },
  ];
  return tabs.filter((tab): tab is AddressTabInfo => Boolean(tab));
}
