/**
 * The devnet command's settings, read from environment variables and checked at start,
 * so a bad value fails at once with the variable's name.
 */
import { readSetting, SETTINGS, type Env } from '../settings';

/** Settings of `npm run devnet`. */
export interface DevnetConfig {
  host: string;
  port: number;
  blockIntervalMs: number;
  metadataPort: number;
  traffic: boolean;
  /** Time between traffic steps; defaults to the block interval (2 s under automine). */
  trafficIntervalMs: number;
  seed: string;
  /** Verify most demo contracts once deployed (DEVNET_VERIFY, on), through `verifyApiUrl`. */
  verify: boolean;
  /**
   * Explorer API to verify them through (DEVNET_VERIFY_API_URL); the one-command start
   * uses its own API when this is unset. Null: no API known, nothing is verified.
   */
  verifyApiUrl: string | null;
  /**
   * Days of back-filled history written before live traffic (DEVNET_HISTORY_DAYS, 60;
   * 0 = none). Needs the traffic generator: with DEVNET_TRAFFIC=off the chain starts empty.
   */
  historyDays: number;
}

/** Traffic steps every 2 s when blocks are mined on demand (automine). */
const AUTOMINE_TRAFFIC_INTERVAL_MS = 2000;
/** Charts read two months; more costs start time (a second or so per 20 days). */
export const DEFAULT_HISTORY_DAYS = SETTINGS.DEVNET_HISTORY_DAYS.default;

/** The verification API's URL as an origin and path, without a trailing slash. */
function readVerifyApiUrl(env: Env): string | null {
  const raw = readSetting(env, 'DEVNET_VERIFY_API_URL')?.trim();
  if (!raw) return null;
  const url = new URL(raw);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * Reads DEVNET_HOST, DEVNET_PORT (8545), DEVNET_BLOCK_INTERVAL_MS (2000; 0 = automine),
 * DEVNET_METADATA_PORT (8547), DEVNET_TRAFFIC (on), DEVNET_TRAFFIC_INTERVAL_MS and
 * DEVNET_SEED, DEVNET_VERIFY (on), DEVNET_VERIFY_API_URL (none) and DEVNET_HISTORY_DAYS (60).
 */
export function readDevnetConfig(env: Env = process.env): DevnetConfig {
  const blockIntervalMs = readSetting(env, 'DEVNET_BLOCK_INTERVAL_MS');
  return {
    host: readSetting(env, 'DEVNET_HOST'),
    port: readSetting(env, 'DEVNET_PORT'),
    blockIntervalMs,
    metadataPort: readSetting(env, 'DEVNET_METADATA_PORT'),
    traffic: readSetting(env, 'DEVNET_TRAFFIC'),
    trafficIntervalMs: readSetting(env, 'DEVNET_TRAFFIC_INTERVAL_MS') ?? (blockIntervalMs || AUTOMINE_TRAFFIC_INTERVAL_MS),
    seed: readSetting(env, 'DEVNET_SEED'),
    verify: readSetting(env, 'DEVNET_VERIFY'),
    verifyApiUrl: readVerifyApiUrl(env),
    historyDays: readSetting(env, 'DEVNET_HISTORY_DAYS'),
  };
}
