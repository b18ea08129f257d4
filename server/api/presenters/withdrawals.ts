/**
 * Turns withdrawal rows into Withdrawal objects, with the receivers of the page loaded
 * in one query when the list shows them.
 */
import type { Queryable } from '../../db';
import type { Withdrawal } from '../../../types/api/withdrawal';
import { loadAddressInfo } from '../../db/queries/addresses';
import type { WithdrawalRow } from '../../db/queries/withdrawals';
import { serializeAddress } from '../../serializers/address';
import { serializeWithdrawal } from '../serializers/withdrawal';

/** `receiver`: the list shows who got each (not on an address's own list); `block`: height and time (not on a block's list). */
export async function presentWithdrawals(db: Queryable, rows: WithdrawalRow[], fields: { receiver: boolean; block: boolean }): Promise<Withdrawal[]> {
  const infos = fields.receiver ? await loadAddressInfo(db, rows.map((row) => row.address_hash)) : new Map();
  return rows.map((row) => serializeWithdrawal(row, {
    block: fields.block,
    receiver: fields.receiver ? serializeAddress(row.address_hash, infos.get(row.address_hash)) : undefined,
  }));
}
