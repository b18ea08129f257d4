/** Typed block fixtures for the component tests of the block pages. */
import { addressParam } from 'mocks/address/addressParam';
import type { Block } from 'types/api/block';

export const VALIDATOR = addressParam('0xC014BA5EC014ba5ec014Ba5EC014ba5Ec014bA5E');

export const BLOCK: Block = {
  height: 81,
  hash: '0x90ef3b0c122cd03c265910b5dc3f78d93aa1ebd03f820ab0bbdad61d9d3edad8',
  parent_hash: '0x36de422497251c06c1a7d03bf9622cea40d796143df188db97404ae333013764',
  timestamp: '2026-11-21T22:22:44.000Z',
  miner: VALIDATOR,
  transactions_count: 9,
  internal_transactions_count: 13,
  withdrawals_count: 2,
  size: 2426,
  gas_used: '1084978',
  gas_limit: '30000000',
  gas_used_percentage: 3.616593333333333,
  gas_target_percentage: -92.76681333333333,
  base_fee_per_gas: '42888',
  burnt_fees: '46532536464',
  burnt_fees_percentage: 0.002986262930653373,
  priority_fee: '1558173140163924',
  transaction_fees: '1558219672700388',
  difficulty: '0',
  total_difficulty: '0',
  nonce: '0x0000000000000000',
  type: 'block',
  rewards: [ { type: 'validator', reward: '1558173140163924' } ],
  uncles_hashes: [],
  is_pending_update: false,
};

/** A block with no transactions, no fees and the optional fields missing. */
export const EMPTY_BLOCK: Block = {
  ...BLOCK,
  height: 80,
  hash: '0x36de422497251c06c1a7d03bf9622cea40d796143df188db97404ae333013764',
  parent_hash: '0x11de422497251c06c1a7d03bf9622cea40d796143df188db97404ae3330137aa',
  transactions_count: 0,
  internal_transactions_count: 0,
  withdrawals_count: 0,
  gas_used: '0',
  gas_used_percentage: 0,
  burnt_fees: null,
  burnt_fees_percentage: null,
  priority_fee: null,
  transaction_fees: '0',
  base_fee_per_gas: null,
  rewards: [],
  total_difficulty: null,
};

/** A block that lost consensus: same height as another, its own hash. */
export const REORG_BLOCK: Block = {
  ...BLOCK,
  hash: '0x77aa3b0c122cd03c265910b5dc3f78d93aa1ebd03f820ab0bbdad61d9d3e0001',
  type: 'reorg',
};
