/**
 * `module=transaction` (GUIDE §11): a transaction's status, error and details with logs.
 */
import { decodeRevertReason } from '../decoding';
import { findHeadNumber } from '../../db/queries/blocks';
import { findEtherscanTransaction } from '../../db/queries/transactions';
import { listTransactionLogs } from '../../db/queries/logs';
import { rowTopics } from '../../db/queries/logFilter';
import { unixSeconds } from '../serializers/etherscanAccount';
import type { EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, ok, type EtherscanAnswer } from './envelope';
import { MAX_RESULT_WINDOW } from './paging';
import type { EtherscanParams } from './params';

function txhash(params: EtherscanParams): string {
  if (params.optional('txhash') === undefined) throw new EtherscanError('Query parameter txhash is required');
  return params.hash('txhash', 'Invalid txhash format');
}

/** A revert's reason as text when it is an `Error(string)`, else its raw data. */
function revertReason(raw: string | null): string {
  if (raw === null) return '';
  const decoded = decodeRevertReason(raw);
  const message = decoded?.method_call?.startsWith('Error(') ? decoded.parameters[0]?.value : undefined;
  return typeof message === 'string' ? message : raw;
}

async function gettxreceiptstatus({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const row = await findEtherscanTransaction(db, txhash(params));
  return ok({ status: row?.status === null || row?.status === undefined ? '' : String(row.status) });
}

async function getstatus({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const row = await findEtherscanTransaction(db, txhash(params));
  const failed = row?.status === 0;
  return ok({ isError: failed ? '1' : '0', errDescription: failed ? row.error ?? 'Reverted' : '' });
}

async function gettxinfo({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const hash = txhash(params);
  const row = await findEtherscanTransaction(db, hash);
  if (!row || row.block_hash === null) throw new EtherscanError('Transaction not found');
  const [ logs, head ] = await Promise.all([ listTransactionLogs(db, hash, { limit: MAX_RESULT_WINDOW }), findHeadNumber(db) ]);
  return ok({
    hash: row.hash,
    timeStamp: unixSeconds(row.block_timestamp),
    blockNumber: String(row.block_number),
    confirmations: String(Math.max(0, (head ?? row.block_number) - row.block_number + 1)),
    success: row.status === 1,
    from: row.from_address_hash,
    to: row.to_address_hash ?? '',
    value: row.value,
    input: row.input,
    gasLimit: row.gas_limit,
    gasUsed: row.gas_used ?? '',
    gasPrice: row.gas_price ?? '',
    revertReason: revertReason(row.revert_reason),
    logs: logs.map((log) => ({ address: log.address_hash, topics: rowTopics(log), data: log.data, index: String(log.index) })),
  });
}

export const transactionModule: EtherscanModule = {
  gettxreceiptstatus,
  getstatus,
  gettxinfo,
};
