import { contract, eoa, eoaTabsCounters } from 'mocks/address/address';

import { getAddressTabs } from './addressTabs';

const ids = (tabs: ReturnType<typeof getAddressTabs>) => tabs.map((tab) => tab.id);

describe('getAddressTabs', () => {
  it('always shows the five main tabs, with the API counts', () => {
    const tabs = getAddressTabs({ address: eoa, counters: eoaTabsCounters, hasBeaconChain: false });
    expect(ids(tabs)).toEqual([ 'txs', 'token_transfers', 'tokens', 'internal_txns', 'coin_balance_history' ]);
    expect(tabs.map((tab) => tab.count)).toEqual([ 51, 51, 5, 1, undefined ]);
  });

  it('adds logs, validated blocks and withdrawals only when there are some', () => {
    const counters = { ...eoaTabsCounters, logs_count: 3, validations_count: 7, withdrawals_count: 2 };
    expect(ids(getAddressTabs({ address: eoa, counters, hasBeaconChain: true })).slice(5)).toEqual([ 'logs', 'blocks_validated', 'withdrawals' ]);
    // Withdrawals belong to the beacon-chain feature.
    expect(ids(getAddressTabs({ address: eoa, counters, hasBeaconChain: false }))).not.toContain('withdrawals');
  });

  it('goes by the address flags until the counters load', () => {
    expect(ids(getAddressTabs({ address: contract, counters: undefined, hasBeaconChain: true }))).toContain('logs');
    expect(ids(getAddressTabs({ address: eoa, counters: undefined, hasBeaconChain: true }))).not.toContain('logs');
    // The counters win once they are there.
    expect(ids(getAddressTabs({ address: contract, counters: { ...eoaTabsCounters, logs_count: 0 }, hasBeaconChain: false })))
      .not.toContain('logs');
  });
});
