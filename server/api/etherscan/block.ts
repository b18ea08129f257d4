/**
 * `module=block` (GUIDE §11): a block's reward, the block at a time, the countdown to a
 * height, and the head in JSON-RPC's shape.
 */
import { readChainHead } from '../../db/queries/chain';
import { findBlockNumberByTime, findConsensusBlock, findHeadNumber } from '../../db/queries/blocks';
import { blockReward, unixSeconds } from '../serializers/etherscanAccount';
import type { EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, ok, type EtherscanAnswer, type JsonRpcStyleAnswer } from './envelope';
import type { EtherscanParams } from './params';

function blockno(params: EtherscanParams): number {
  if (params.optional('blockno') === undefined) throw new EtherscanError('Query parameter \'blockno\' is required');
  const number = params.integer('blockno', 'Invalid block number');
  return number as number;
}

async function getblockreward({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const block = await findConsensusBlock(db, blockno(params));
  if (!block) throw new EtherscanError('Block does not exist');
  return ok({
    blockNumber: String(block.number),
    timeStamp: unixSeconds(block.timestamp),
    blockMiner: block.miner_hash,
    blockReward: blockReward(block),
    uncles: [],
    uncleInclusionReward: '0',
  });
}

async function getblocknobytime({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  if (params.optional('timestamp') === undefined) throw new EtherscanError('Query parameter \'timestamp\' is required');
  const timestamp = params.unixTime('timestamp', 'Invalid `timestamp` param') as number;
  const closest = params.optional('closest')?.toLowerCase();
  if (closest === undefined) throw new EtherscanError('Query parameter \'closest\' is required');
  if (closest !== 'before' && closest !== 'after') throw new EtherscanError('Invalid `closest` param');
  const number = await findBlockNumberByTime(db, new Date(timestamp * 1000), closest);
  if (number === null) throw new EtherscanError('Block does not exist');
  return ok({ blockNumber: String(number) });
}

async function getblockcountdown({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const target = blockno(params);
  const head = await readChainHead(db);
  if (head.number === null) throw new EtherscanError('Block does not exist');
  if (target <= head.number) throw new EtherscanError('Error! Block number already pass');
  const remaining = target - head.number;
  return ok({
    CurrentBlock: String(head.number),
    CountdownBlock: String(target),
    RemainingBlock: String(remaining),
    EstimateTimeInSec: String(remaining * (head.averageBlockTimeMs ?? 0) / 1000),
  });
}

async function ethBlockNumber({ params, db }: EtherscanContext): Promise<JsonRpcStyleAnswer> {
  const head = await findHeadNumber(db);
  return { jsonrpc: '2.0', id: params.jsonRpcId(), result: `0x${ (head ?? 0).toString(16) }` };
}

export const blockModule: EtherscanModule = {
  getblockreward,
  getblocknobytime,
  getblockcountdown,
  eth_block_number: ethBlockNumber,
};
