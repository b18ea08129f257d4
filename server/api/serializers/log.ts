/**
 * Log: an event as Blockscout lists it, with the ABI decoding when one is known.
 */
import type { AddressParam } from '../../../types/api/address';
import type { DecodedLogInput } from '../../../types/api/decodedInput';
import type { Log } from '../../../types/api/log';
import type { LogRow } from '../../db/queries/logs';

/** The four topic slots; unused ones are null. */
export function logTopics(row: LogRow): Array<string | null> {
  return [ row.first_topic, row.second_topic, row.third_topic, row.fourth_topic ];
}

/**
 * Serializes a log. `smart_contract` names a verified contract in Blockscout; nothing is
 * verified here yet, so it is null.
 */
export function serializeLog(row: LogRow, context: { address: AddressParam; decoded: DecodedLogInput | null }): Log {
  return {
    transaction_hash: row.transaction_hash,
    block_hash: row.block_hash,
    block_number: row.block_number,
    index: row.index,
    block_timestamp: row.block_timestamp ? row.block_timestamp.toISOString() : null,
    address: context.address,
    topics: logTopics(row),
    data: row.data,
    decoded: context.decoded,
    smart_contract: null,
  };
}
