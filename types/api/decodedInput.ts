/**
 * ABI-decoded calldata and event data (GUIDE §2, DecodedInput).
 */

/**
 * A decoded value: scalars (numbers and booleans too) come as strings, addresses checksummed,
 * bytes as `0x` hex; arrays and tuples are nested arrays.
 */
export type DecodedValue = string | Array<DecodedValue> | Record<string, unknown>;

export interface DecodedInputParam {
  name: string;
  type: string;
  value: DecodedValue;
}

/** Transaction `decoded_input`, or a decodable `revert_reason`. */
export interface DecodedInput {
  /** e.g. `"transfer(address to, uint256 value)"`. */
  method_call: string | null;
  /** 8 hex characters without `0x`, e.g. `"a9059cbb"`. */
  method_id: string | null;
  parameters: Array<DecodedInputParam>;
}

export interface DecodedLogParam extends DecodedInputParam {
  indexed: boolean;
}

/** A log's `decoded` field. */
export interface DecodedLogInput {
  method_call: string | null;
  method_id: string | null;
  parameters: Array<DecodedLogParam>;
}
