/** `GET /v2/smart-contracts` and `/counters` fixtures. */
import type { SmartContractListItem, SmartContractsCounters, SmartContractsResponse } from 'types/api/contract';

import { addressParam } from 'mocks/address/addressParam';

import { CONTRACT_HASH, PROXY_HASH } from './contract';

export const tokenListItem: SmartContractListItem = {
  address: addressParam(CONTRACT_HASH, { is_contract: true, is_verified: true, name: 'DemoToken' }),
  compiler_version: 'v0.8.28+commit.7893614a', language: 'solidity', license_type: 'mit', optimization_enabled: true,
  has_constructor_args: true, verified_at: '2025-01-02T03:04:05.000000Z', certified: false, coin_balance: '1500000000000000000',
  transactions_count: 1234, market_cap: null, reputation: 'ok',
};

export const vyperListItem: SmartContractListItem = {
  ...tokenListItem, address: addressParam(PROXY_HASH, { is_contract: true, is_verified: true, name: '<i>Vault</i>' }),
  language: 'vyper', compiler_version: 'v0.3.10', optimization_enabled: false, has_constructor_args: false, license_type: null,
  coin_balance: '0', transactions_count: null,
};

export const contractsPage: SmartContractsResponse = {
  items: [ tokenListItem, vyperListItem ],
  next_page_params: { smart_contract_id: 7, items_count: 50 },
};

export const contractsCounters: SmartContractsCounters = {
  smart_contracts: '1200', new_smart_contracts_24h: '12', verified_smart_contracts: '340', new_verified_smart_contracts_24h: '3',
};
