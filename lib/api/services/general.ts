/**
 * The main Blockscout API (`/api/v2/*`, plus `/api/v1` CSV and GraphQL). Split by domain so
 * each file stays short; names are unique across the parts.
 */
import { GENERAL_ADDRESS_RESOURCES } from './general/address';
import { GENERAL_BLOCK_RESOURCES } from './general/block';
import { GENERAL_CONTRACT_RESOURCES } from './general/contract';
import { GENERAL_MISC_RESOURCES } from './general/misc';
import { GENERAL_OPTIMISM_RESOURCES } from './general/optimism';
import { GENERAL_TOKEN_RESOURCES } from './general/token';
import { GENERAL_TX_RESOURCES } from './general/tx';

export const GENERAL_API_RESOURCES = {
  ...GENERAL_BLOCK_RESOURCES,
  ...GENERAL_TX_RESOURCES,
  ...GENERAL_ADDRESS_RESOURCES,
  ...GENERAL_TOKEN_RESOURCES,
  ...GENERAL_CONTRACT_RESOURCES,
  ...GENERAL_MISC_RESOURCES,
  ...GENERAL_OPTIMISM_RESOURCES,
} as const;
