/**
 * What a token transfer moved, by token type: an amount (ERC-20, ERC-1155, ERC-404), a token
 * id (NFTs), both, or nothing readable (confidential ERC-7984). Pure, shared by the lists,
 * the transaction summary and tests.
 */
import { formatUnits } from 'lib/format';
import type { TokenTransfer } from 'types/api/tokenTransfer';

/** Digits after the point in lists; the title keeps every digit. */
const FRACTION_DIGITS = 6;

export interface TransferValue {
  /** Rounded amount in whole tokens, e.g. "985.475233"; null when the transfer has none. */
  amount: string | null;
  /** Every digit of the amount, for the hover title. */
  exactAmount: string | null;
  /** NFT id; null for fungible tokens. */
  tokenId: string | null;
}

const EMPTY: TransferValue = { amount: null, exactAmount: null, tokenId: null };

function decimalsOf(...candidates: Array<string | null | undefined>): number {
  const found = candidates.find((item) => item !== null && item !== undefined && /^\d+$/.test(item));
  return found === undefined ? 0 : Number(found);
}

function amountOf(value: string | null, decimals: number): Pick<TransferValue, 'amount' | 'exactAmount'> {
  if (value === null) return { amount: null, exactAmount: null };
  return { amount: formatUnits(value, decimals, { maxFractionDigits: FRACTION_DIGITS }), exactAmount: formatUnits(value, decimals) };
}

export function getTransferValue(transfer: TokenTransfer): TransferValue {
  if (!transfer.total) return EMPTY;
  switch (transfer.token_type) {
    case 'ERC-20':
      return { ...amountOf(transfer.total.value, decimalsOf(transfer.total.decimals, transfer.token.decimals)), tokenId: null };
    case 'ERC-721':
      return { amount: null, exactAmount: null, tokenId: transfer.total.token_id };
    case 'ERC-1155':
    case 'ERC-404':
      return { ...amountOf(transfer.total.value, decimalsOf(transfer.total.decimals, transfer.token.decimals)), tokenId: transfer.total.token_id };
    default:
      return EMPTY;
  }
}

/** "Mint", "Burn"… for transfers that are not plain moves; undefined for a plain transfer. */
export function transferKindLabel(type: TokenTransfer['type']): string | undefined {
  switch (type) {
    case 'token_minting': return 'Mint';
    case 'token_burning': return 'Burn';
    case 'token_spawning': return 'Spawn';
    default: return undefined;
  }
}

/** `/token/{address}/instance/{id}`: the NFT instance page. */
export function tokenInstanceHref(tokenAddress: string, tokenId: string): string {
  return `/token/${ tokenAddress }/instance/${ encodeURIComponent(tokenId) }`;
}

/** Long ids (uint256) keep their head and tail: "1157920…9639935". */
export function shortenTokenId(id: string, max = 16): string {
  if (id.length <= max) return id;
  const half = Math.floor((max - 1) / 2);
  return `${ id.slice(0, half) }…${ id.slice(-half) }`;
}
