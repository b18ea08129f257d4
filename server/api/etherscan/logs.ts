/**
 * `module=logs&action=getlogs` (GUIDE §11): logs of a block range by emitter and topics,
 * oldest first, numbers in hex as on Etherscan. Topics given together combine left to
 * right with `topic{a}_{b}_opr` (and|or, default and) between each and the one before.
 */
import { FULL_HASH_PATTERN } from '../../../types/hashes';
import { findHeadNumber } from '../../db/queries/blocks';
import { listFilteredLogs, rowTopics, type FilteredLogRow, type TopicExpression } from '../../db/queries/logFilter';
import { unixSeconds } from '../serializers/etherscanAccount';
import type { EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, list, type EtherscanAnswer } from './envelope';
import { readPaging } from './paging';
import type { EtherscanParams } from './params';

const hex = (value: number | string | null) => (value === null ? '' : `0x${ BigInt(value).toString(16) }`);

/** `fromBlock`/`toBlock`: a height, `latest` (the indexed head) or `earliest`; absent: `fallback`. */
function blockParam(params: EtherscanParams, name: string, head: number, fallback: number): number {
  const value = params.optional(name, name.toLowerCase());
  if (value === undefined) return fallback;
  if (value === 'latest') return head;
  if (value === 'earliest') return 0;
  if (!/^\d{1,15}$/.test(value)) throw new EtherscanError(`Invalid ${ name } format`);
  return Number(value);
}

function topicExpression(params: EtherscanParams): TopicExpression | undefined {
  let expression: TopicExpression | undefined;
  let previous = -1;
  for (const position of [ 0, 1, 2, 3 ] as const) {
    const value = params.optional(`topic${ position }`);
    if (value === undefined) continue;
    if (!FULL_HASH_PATTERN.test(value)) throw new EtherscanError(`Invalid topic${ position } format`);
    const condition: TopicExpression = { position, values: [ value.toLowerCase() ] };
    if (expression === undefined) {
      expression = condition;
    } else {
      const name = `topic${ previous }_${ position }_opr`;
      const operator = params.optional(name)?.toLowerCase() ?? 'and';
      if (operator !== 'and' && operator !== 'or') throw new EtherscanError(`Invalid ${ name } format`);
      expression = { operator, items: [ expression, condition ] };
    }
    previous = position;
  }
  return expression;
}

function serializeLog(row: FilteredLogRow) {
  return {
    address: row.address_hash,
    topics: rowTopics(row),
    data: row.data,
    blockNumber: hex(row.block_number),
    blockHash: row.block_hash,
    timeStamp: row.block_timestamp === null ? '' : hex(unixSeconds(row.block_timestamp)),
    gasPrice: hex(row.gas_price),
    gasUsed: hex(row.gas_used),
    logIndex: hex(row.index),
    transactionHash: row.transaction_hash,
    transactionIndex: hex(row.transaction_index),
  };
}

async function getlogs({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.optionalAddress('address', 'Invalid address format');
  const topics = topicExpression(params);
  if (address === undefined && topics === undefined) throw new EtherscanError('Required query parameters missing: address and/or topic{x}');
  const page = readPaging(params, 'asc');
  const head = await findHeadNumber(db);
  if (head === null) return list([], 'No logs found');
  const fromBlock = blockParam(params, 'fromBlock', head, 0);
  const toBlock = blockParam(params, 'toBlock', head, head);
  const rows = await listFilteredLogs(db, { fromBlock, toBlock, addresses: address ? [ address ] : [], topics }, page, true);
  return list(rows.map(serializeLog), 'No logs found');
}

export const logsModule: EtherscanModule = { getlogs };
