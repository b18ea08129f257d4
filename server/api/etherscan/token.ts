/**
 * `module=token` (GUIDE §11): a token's metadata and its holders, in Blockscout's words.
 */
import { listTokenHoldersByOffset } from '../../db/queries/tokenBalances';
import { findEtherscanToken } from '../../db/queries/tokens';
import type { EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, list, ok, type EtherscanAnswer } from './envelope';
import { readPaging } from './paging';
import type { EtherscanParams } from './params';

/** The token address of `contractaddress`, refused in Blockscout's words. */
export function contractAddress(params: EtherscanParams): string {
  if (params.optional('contractaddress') === undefined) throw new EtherscanError('Query parameter contract address is required');
  return params.addressWith('Invalid contract address hash', 'contractaddress');
}

async function getToken({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const token = await findEtherscanToken(db, contractAddress(params));
  if (!token) throw new EtherscanError('contract address not found');
  return ok({
    name: token.name ?? '',
    symbol: token.symbol ?? '',
    totalSupply: token.total_supply ?? '',
    decimals: token.decimals ?? '',
    type: token.type,
    contractAddress: token.contract_address_hash,
    // Blockscout's "cataloged": the contract's name, symbol, decimals and supply were read.
    cataloged: token.metadata_fetched_at !== null,
  });
}

async function getTokenHolders({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const token = contractAddress(params);
  const { skip, limit } = readPaging(params);
  const rows = await listTokenHoldersByOffset(db, token, skip, limit);
  return list(rows.map((row) => ({ address: row.address_hash, value: row.value })), 'No token holders found');
}

export const tokenModule: EtherscanModule = {
  gettoken: getToken,
  gettokenholders: getTokenHolders,
};
