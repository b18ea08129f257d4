/**
 * Typed fixtures of the address page: an account (EOA) and a token contract, with the
 * counters, tab counters, token balances and coin balance history the page reads.
 */
import type {
  AddressCoinBalanceHistoryByDayResponse, AddressCoinBalanceHistoryResponse, AddressCounters, AddressDetail,
  AddressTabsCounters, AddressTokenBalance,
} from 'types/api/address';
import type { TokenInfo } from 'types/api/token';

export const EOA_HASH = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
export const CONTRACT_HASH = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const CREATOR_HASH = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const CREATION_TX = '0x5630fdc43eeae74f0107b8f1a672791190b2b07d130a388a4de9ea98ca1defd8';

const PARAM_DEFAULTS = {
  is_verified: false, implementations: [], proxy_type: null, ens_domain_name: null, metadata: null,
  is_scam: false, reputation: 'ok' as const, private_tags: [], public_tags: [], watchlist_names: [],
};

const DETAIL_DEFAULTS = {
  exchange_rate: null, creator_address_hash: null, creation_transaction_hash: null, creation_status: null, token: null,
  has_logs: false, has_token_transfers: false, has_tokens: false, has_validated_blocks: false, has_beacon_chain_withdrawals: false,
  watchlist_address_id: null,
};

export const erc20Token: TokenInfo<'ERC-20'> = {
  address_hash: CONTRACT_HASH, name: 'Quantum Dollar', symbol: 'QUSD', decimals: '6', type: 'ERC-20', total_supply: '97170396190',
  holders_count: '19', exchange_rate: null, volume_24h: null, circulating_market_cap: null, circulating_supply: null, icon_url: null,
  reputation: 'ok',
};

export const erc20GovToken: TokenInfo<'ERC-20'> = {
  ...erc20Token, address_hash: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', name: 'Quantum Governance', symbol: 'QGOV', decimals: '18',
  exchange_rate: '2.5',
};

export const erc721Token: TokenInfo<'ERC-721'> = {
  ...erc20Token, address_hash: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', name: 'QNM Glyphs', symbol: 'GLYPH', decimals: null,
  type: 'ERC-721', total_supply: null,
};

export const erc1155Token: TokenInfo<'ERC-1155'> = {
  ...erc20Token, address_hash: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', name: 'QNM Items', symbol: null, decimals: null,
  type: 'ERC-1155', total_supply: null,
};

/** A busy account holding tokens of every kind. */
export const eoa: AddressDetail = {
  ...PARAM_DEFAULTS, ...DETAIL_DEFAULTS,
  hash: EOA_HASH, is_contract: false, name: null,
  coin_balance: '10003471731213396914986', block_number_balance_updated_at: 72,
  has_tokens: true, has_token_transfers: true,
};

/** The ERC-20 token contract. */
export const contract: AddressDetail = {
  ...PARAM_DEFAULTS, ...DETAIL_DEFAULTS,
  hash: CONTRACT_HASH, is_contract: true, name: 'Quantum Dollar', ens_domain_name: 'dollar.qnm',
  creator_address_hash: CREATOR_HASH, creation_transaction_hash: CREATION_TX, creation_status: 'success', token: erc20Token,
  coin_balance: '0', block_number_balance_updated_at: 12, has_logs: true,
};

/** A valid hash the chain has never seen: the API answers with zeros. */
export const unknownAddress: AddressDetail = {
  ...PARAM_DEFAULTS, ...DETAIL_DEFAULTS,
  hash: '0x0000000000000000000000000000000000000aBc', is_contract: false, name: null,
  coin_balance: '0', block_number_balance_updated_at: null,
};

export const eoaCounters: AddressCounters = {
  transactions_count: '1234', token_transfers_count: '53', gas_usage_count: '2050596', validations_count: '0',
};

export const eoaTabsCounters: AddressTabsCounters = {
  transactions_count: 51, token_transfers_count: 51, internal_transactions_count: 1, logs_count: 0, token_balances_count: 5,
  validations_count: 0, withdrawals_count: 0,
};

export const eoaTokenBalances: Array<AddressTokenBalance> = [
  { token: erc20GovToken, value: '2499397460372301735455', token_id: null, token_instance: null },
  { token: erc20Token, value: '17251331504', token_id: null, token_instance: null },
  { token: erc1155Token, value: '26', token_id: '1', token_instance: null },
  { token: erc1155Token, value: '20', token_id: '4', token_instance: null },
  { token: erc721Token, value: '1', token_id: '41', token_instance: null },
];

export const coinBalanceHistory: AddressCoinBalanceHistoryResponse = {
  items: [
    {
      transaction_hash: '0xab8903d5d32bec0b4d98605ffcb9ff29a5470cbf36a6d8763f868ecb90fca3be', block_number: 74,
      delta: '-53839700059040', value: '9999938406791010460755', block_timestamp: '2026-11-21T22:22:30.000Z',
    },
    {
      transaction_hash: null, block_number: 70, delta: '1000000000000000000', value: '9999938460630710519795',
      block_timestamp: '2026-11-21T22:22:20.000Z',
    },
  ],
  next_page_params: null,
};

export const coinBalanceChart: AddressCoinBalanceHistoryByDayResponse = {
  items: [ { date: '2026-11-20', value: '8000000000000000000000' }, { date: '2026-11-21', value: '9999938406791010460755' } ],
  days: 10,
};
