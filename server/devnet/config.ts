/**
 * The devnet command's settings, read from environment variables and checked at start,
 * so a bad value fails at once with the variable's name.
 */
import { DevnetError } from './errors';
import { DEFAULT_METADATA_PORT } from './metadataServer';
import { DEFAULT_BLOCK_INTERVAL_MS, DEFAULT_DEVNET_HOST, DEFAULT_DEVNET_PORT } from './node';

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

/** Environment variables as read here (a plain record, so tests can pass their own). */
export type Env = Record<string, string | undefined>;

/** Thrown for an environment variable that does not parse. Fatal. */
export class ConfigError extends DevnetError {
  override name = 'ConfigError';
}

function readInteger(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new ConfigError(`${ name } must be an integer from 0 to ${ max }, got "${ raw }"`);
  }
  return value;
}

function readSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if ([ '1', 'true', 'on', 'yes' ].includes(raw)) return true;
  if ([ '0', 'false', 'off', 'no' ].includes(raw)) return false;
  throw new ConfigError(`${ name } must be on or off (1/0, true/false), got "${ env[name] }"`);
}

function readUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${ name } must be an http(s) URL, got "${ raw }"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${ name } must be an http(s) URL, got "${ raw }"`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const MAX_PORT = 65_535;
const MAX_INTERVAL_MS = 3_600_000;
const AUTOMINE_TRAFFIC_INTERVAL_MS = 2000;
/** Charts read two months; more costs start time (a second or so per 20 days). */
export const DEFAULT_HISTORY_DAYS = 60;
const MAX_HISTORY_DAYS = 730;

/**
 * Reads DEVNET_HOST, DEVNET_PORT (8545), DEVNET_BLOCK_INTERVAL_MS (2000; 0 = automine),
 * DEVNET_METADATA_PORT (8547), DEVNET_TRAFFIC (on), DEVNET_TRAFFIC_INTERVAL_MS and
 * DEVNET_SEED, DEVNET_VERIFY (on), DEVNET_VERIFY_API_URL (none) and DEVNET_HISTORY_DAYS (60).
 */
export function readDevnetConfig(env: Env = process.env): DevnetConfig {
  const blockIntervalMs = readInteger(env, 'DEVNET_BLOCK_INTERVAL_MS', DEFAULT_BLOCK_INTERVAL_MS, MAX_INTERVAL_MS);
  return {
    host: env.DEVNET_HOST || DEFAULT_DEVNET_HOST,
    port: readInteger(env, 'DEVNET_PORT', DEFAULT_DEVNET_PORT, MAX_PORT),
    blockIntervalMs,
    metadataPort: readInteger(env, 'DEVNET_METADATA_PORT', DEFAULT_METADATA_PORT, MAX_PORT),
    traffic: readSwitch(env, 'DEVNET_TRAFFIC', true),
    trafficIntervalMs: readInteger(env, 'DEVNET_TRAFFIC_INTERVAL_MS', blockIntervalMs || AUTOMINE_TRAFFIC_INTERVAL_MS, MAX_INTERVAL_MS),
    seed: env.DEVNET_SEED || 'qnm-devnet',
    verify: readSwitch(env, 'DEVNET_VERIFY', true),
    verifyApiUrl: readUrl(env, 'DEVNET_VERIFY_API_URL'),
    historyDays: readInteger(env, 'DEVNET_HISTORY_DAYS', DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS),
  };
}
