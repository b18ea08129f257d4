/**
 * Turns log rows into Log objects: the emitters of the page, their token types and their
 * verified ABIs in one query each, and each log decoded with the emitter's verified ABIs
 * (its implementations' for a proxy), then the known ones (the token type tells apart
 * events that share a signature).
 */
import type { Queryable } from '../../db';
import type { Log } from '../../../types/api/log';
import { decodeLog } from '../decoding';
import { loadAddressInfo, loadTokenTypes } from '../../db/queries/addresses';
import type { LogRow } from '../../db/queries/logs';
import { serializeAddress } from '../../serializers/address';
import { logTopics, serializeLog } from '../serializers/log';
import { loadContractAbis } from './contractAbis';

export async function presentLogs(db: Queryable, rows: LogRow[]): Promise<Log[]> {
  const emitters = rows.map((row) => row.address_hash);
  const [ infos, tokenTypes, abis ] = await Promise.all([
    loadAddressInfo(db, emitters), loadTokenTypes(db, emitters), loadContractAbis(db, emitters) ]);
  return rows.map((row) => serializeLog(row, {
    address: serializeAddress(row.address_hash, infos.get(row.address_hash)),
    decoded: decodeLog({ topics: logTopics(row), data: row.data },
      { tokenType: tokenTypes.get(row.address_hash) ?? null, abis: abis.get(row.address_hash) }),
  }));
}
