/**
 * The token methods the indexer calls, and decoders that turn a missing method or a
 * malformed answer into null instead of an error.
 */
import { decodeAbiParameters, hexToString, parseAbi, trim, type Hex } from 'viem';

export const BALANCE_OF_ABI = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
]);

export const TOKEN_METADATA_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
]);

export function decodeUintOrNull(data: Hex | null): bigint | null {
  if (!data || data.length < 66) return null;
  try {
    return decodeAbiParameters([ { type: 'uint256' } ], data)[0];
  } catch {
    return null;
  }
}

/** Longest name, symbol or URI we keep; longer answers are cut, not trusted. */
const MAX_STRING_LENGTH = 4096;

/**
 * A string result; old tokens (MKR, SAI) return bytes32 instead, which is read as
 * zero-padded UTF-8. Control characters are removed: the value comes from any contract.
 */
export function decodeStringOrNull(data: Hex | null): string | null {
  if (!data || data === '0x') return null;
  let text: string | null = null;
  try {
    text = decodeAbiParameters([ { type: 'string' } ], data)[0];
  } catch {
    if (data.length === 66) {
      try {
        text = hexToString(trim(data, { dir: 'right' }));
      } catch {
        text = null;
      }
    }
  }
  if (text === null) return null;
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_STRING_LENGTH);
  return clean.length > 0 ? clean : null;
}
