/**
 * Search result items (spec `SearchResult` items, GUIDE §6), shaped as Blockscout's
 * SearchView writes them. Market data, verification and labels do not exist on our chain
 * yet, so those fields carry their "nothing known" values.
 */
import type {
  SearchResultAddressOrContract, SearchResultBlock, SearchResultToken, SearchResultTransaction,
} from '../../../types/api/search';
import type { TokenType } from '../../../types/api/token';
import type { AddressSearchRow, BlockSearchRow, TokenSearchRow, TransactionSearchRow } from '../../db/queries/searchIndex';
import { checksumAddress } from '../../common/checksumAddress';

/** Blockscout's ranks: higher comes first in quick search. */
const PRIORITY = { block: 3, token: 2, address: 0, transaction: 0 } as const;

export function serializeTokenResult(row: TokenSearchRow): SearchResultToken {
  const hash = checksumAddress(row.contract_address_hash);
  return {
    type: 'token',
    name: row.name,
    symbol: row.symbol,
    address_hash: hash,
    token_url: `/token/${ hash }`,
    address_url: `/address/${ hash }`,
    icon_url: row.icon_url,
    token_type: row.type as TokenType,
    is_smart_contract_verified: false,
    exchange_rate: null,
    total_supply: row.total_supply,
    circulating_market_cap: null,
    is_verified_via_admin_panel: false,
    certified: false,
    priority: PRIORITY.token,
    reputation: 'ok',
  };
}

/**
 * An address; `contract` when it holds code, so the result shows a contract icon, named as
 * its verified contract (else its token) and marked verified.
 */
export function serializeAddressResult(row: AddressSearchRow): SearchResultAddressOrContract {
  const hash = checksumAddress(row.hash);
  return {
    type: row.is_contract ? 'contract' : 'address',
    name: row.contract_name ?? row.token_name,
    address_hash: hash,
    url: `/address/${ hash }`,
    is_smart_contract_verified: row.is_verified ?? false,
    ens_info: null,
    certified: false,
    priority: PRIORITY.address,
    reputation: 'ok',
  };
}

export function serializeBlockResult(row: BlockSearchRow): SearchResultBlock {
  return {
    type: 'block',
    block_number: row.number,
    block_hash: row.hash,
    url: `/block/${ row.hash }`,
    timestamp: row.timestamp.toISOString(),
    block_type: row.consensus ? 'block' : 'reorg',
    priority: PRIORITY.block,
  };
}

export function serializeTransactionResult(row: TransactionSearchRow): SearchResultTransaction {
  return {
    type: 'transaction',
    transaction_hash: row.hash,
    url: `/tx/${ row.hash }`,
    timestamp: row.block_timestamp ? row.block_timestamp.toISOString() : null,
    priority: PRIORITY.transaction,
  };
}
