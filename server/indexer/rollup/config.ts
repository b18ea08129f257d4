/**
 * The rollup (OP stack) slice of the settings, read by the indexer's rollup stage and by the
 * API's `/optimism/*` routes alike: null while the stage is off (no L1 node or no portal).
 */
import { readSetting, SettingsError, type Env } from '../../settings';

export interface RollupConfig {
  l1RpcUrl: string;
  portal: string;
  outputOracle: string | null;
  disputeGameFactory: string | null;
  batchInbox: string | null;
  batchSubmitter: string | null;
  /** The L1's beacon node, for blob batches; null: blob batches are skipped. */
  beaconRpcUrl: string | null;
  l1StartBlock: number;
  l1LogsRange: number;
  messagePasser: string;
  /** Null: block 0's timestamp. */
  l2GenesisTimestamp: number | null;
  l2BlockTime: number;
  /** Null: the oracle's FINALIZATION_PERIOD_SECONDS(), else a week. */
  challengePeriodSeconds: number | null;
  depositRelay: string | null;
}

/** OP's default finalization period on mainnet: seven days. */
export const DEFAULT_CHALLENGE_PERIOD_SECONDS = 604_800;

export function readRollupConfig(env: Env = process.env): RollupConfig | null {
  const l1RpcUrl = readSetting(env, 'INDEXER_OPTIMISM_L1_RPC');
  const portal = readSetting(env, 'INDEXER_OPTIMISM_L1_PORTAL_CONTRACT');
  if (!l1RpcUrl && !portal) return null;
  if (!l1RpcUrl || !portal) {
    throw new SettingsError(`The rollup stage needs both INDEXER_OPTIMISM_L1_RPC and INDEXER_OPTIMISM_L1_PORTAL_CONTRACT (${ l1RpcUrl ? 'no portal' : 'no L1 node' })`);
  }
  const batchInbox = readSetting(env, 'INDEXER_OPTIMISM_L1_BATCH_INBOX') ?? null;
  const batchSubmitter = readSetting(env, 'INDEXER_OPTIMISM_L1_BATCH_SUBMITTER') ?? null;
  if ((batchInbox === null) !== (batchSubmitter === null)) {
    throw new SettingsError('Batches need both INDEXER_OPTIMISM_L1_BATCH_INBOX and INDEXER_OPTIMISM_L1_BATCH_SUBMITTER');
  }
  return {
    l1RpcUrl,
    portal,
    outputOracle: readSetting(env, 'INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT') ?? null,
    disputeGameFactory: readSetting(env, 'INDEXER_OPTIMISM_L1_DISPUTE_GAME_FACTORY') ?? null,
    batchInbox,
    batchSubmitter,
    beaconRpcUrl: readSetting(env, 'INDEXER_BEACON_RPC_URL') ?? null,
    l1StartBlock: readSetting(env, 'INDEXER_OPTIMISM_L1_START_BLOCK'),
    l1LogsRange: readSetting(env, 'INDEXER_OPTIMISM_L1_LOGS_RANGE'),
    messagePasser: readSetting(env, 'INDEXER_OPTIMISM_L2_MESSAGE_PASSER_CONTRACT'),
    l2GenesisTimestamp: readSetting(env, 'INDEXER_OPTIMISM_L2_GENESIS_TIMESTAMP') ?? null,
    l2BlockTime: readSetting(env, 'INDEXER_OPTIMISM_L2_BLOCK_TIME'),
    challengePeriodSeconds: readSetting(env, 'INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS') ?? null,
    depositRelay: readSetting(env, 'INDEXER_OPTIMISM_L2_DEPOSIT_RELAY') ?? null,
  };
}
