/** Token transfers of each token type, shaped like `/v2/transactions/{h}/token-transfers` items. */
import type { TokenInfo } from 'types/api/token';
import type { TokenTransfer } from 'types/api/tokenTransfer';

import { RECEIVER, SENDER, addressParam } from './addresses';

export const TX_HASH = '0xe74ca230ea5c7e1dc40b9a989e97bdc3960b47ae84ffe8e640967bde46cda5ce';
const BLOCK_HASH = '0x12f5853dc993d6c802f96f63f9618d7dc13a241fc5ae8726f1363c3a232dda66';

function tokenInfo<T extends TokenInfo['type']>(type: T, address: string, name: string | null, symbol: string | null, decimals: string | null): TokenInfo<T> {
  return {
    address_hash: address, name, symbol, decimals, type, total_supply: null, holders_count: '19', exchange_rate: null,
    volume_24h: null, circulating_market_cap: null, circulating_supply: null, icon_url: null, reputation: 'ok',
  };
}

export const ERC20_TOKEN = tokenInfo('ERC-20', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 'Quantum Governance', 'QGOV', '18');
export const ERC721_TOKEN = tokenInfo('ERC-721', '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', 'QNM Glyphs', 'GLYPH', null);
export const ERC1155_TOKEN = tokenInfo('ERC-1155', '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', 'QNM Items', null, null);

const base = {
  transaction_hash: TX_HASH,
  block_hash: BLOCK_HASH,
  block_number: 73,
  timestamp: '2026-11-21T22:22:28.000Z',
  from: SENDER,
  to: RECEIVER,
  type: 'token_transfer' as const,
  method: 'transfer',
};

export const erc20Transfer: TokenTransfer = {
  ...base, log_index: 1, token_type: 'ERC-20', token: ERC20_TOKEN,
  total: { value: '985475232577949113286', decimals: '18' },
};

export const erc721Transfer: TokenTransfer = {
  ...base, log_index: 2, method: 'safeTransferFrom', token_type: 'ERC-721', token: ERC721_TOKEN,
  total: { token_id: '34', token_instance: null },
};

export const erc1155Transfer: TokenTransfer = {
  ...base, log_index: 3, method: 'safeBatchTransferFrom', token_type: 'ERC-1155', token: ERC1155_TOKEN,
  total: { token_id: '2', value: '6', decimals: null, token_instance: null },
};

/** A mint (from the zero address) of an ERC-721 with a 78-digit id, to test long ids. */
export const erc721Mint: TokenTransfer = {
  ...base, log_index: 4, method: 'mint', type: 'token_minting', token_type: 'ERC-721', token: ERC721_TOKEN,
  from: addressParam('0x0000000000000000000000000000000000000000'),
  total: { token_id: '115792089237316195423570985008687907853269984665640564039457584007913129639935', token_instance: null },
};

/** A token whose name is markup: it must show as text. */
export const hostileTransfer: TokenTransfer = {
  ...erc20Transfer, log_index: 5,
  token: { ...ERC20_TOKEN, name: '<img src=x onerror=alert(1)>', symbol: 'XSS' },
};
