/**
 * `ETH_CALL_*`: the limits of the node-call gate (`nodeCallGate.ts`), each an integer with
 * a default for a geth-like node, or the embedded devnet's when the API reads it.
 */
import type { Env } from '../config';
import { ApiConfigError } from '../../http/errors';
import { DEFAULT_NODE_CALL_LIMITS, type NodeCallLimits } from './nodeCallGate';

const SETTINGS: ReadonlyArray<{ name: string; key: keyof NodeCallLimits; min: number; max: number }> = [
  { name: 'ETH_CALL_GAS_CAP', key: 'gasPerCall', min: 21_000, max: 1_000_000_000 },
  { name: 'ETH_CALL_REQUEST_GAS_CAP', key: 'gasPerRequest', min: 21_000, max: 10_000_000_000 },
  { name: 'ETH_CALL_CONCURRENCY', key: 'concurrency', min: 1, max: 1000 },
  { name: 'ETH_CALL_CLIENT_CONCURRENCY', key: 'concurrencyPerClient', min: 1, max: 1000 },
  { name: 'ETH_CALL_TIMEOUT_MS', key: 'timeoutMs', min: 100, max: 120_000 },
  { name: 'ETH_CALL_CLIENT_NODE_MS_PER_MINUTE', key: 'nodeMsPerClientMinute', min: 100, max: 60_000_000 },
];

/**
 * The gate's limits from `env`, each unset one from `defaults`.
 * @throws {ApiConfigError} naming the variable when a value is not an integer in its range.
 */
export function readNodeCallLimits(env: Env, defaults: NodeCallLimits = DEFAULT_NODE_CALL_LIMITS): NodeCallLimits {
  const limits = { ...defaults };
  for (const { name, key, min, max } of SETTINGS) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      throw new ApiConfigError(`${ name }="${ raw }": expected an integer from ${ min } to ${ max }`);
    }
    limits[key] = value;
  }
  if (limits.gasPerRequest < limits.gasPerCall) {
    throw new ApiConfigError(`ETH_CALL_REQUEST_GAS_CAP (${ limits.gasPerRequest }) must be at least ETH_CALL_GAS_CAP (${ limits.gasPerCall })`);
  }
  if (limits.concurrencyPerClient > limits.concurrency) {
    throw new ApiConfigError(`ETH_CALL_CLIENT_CONCURRENCY (${ limits.concurrencyPerClient }) must be at most ETH_CALL_CONCURRENCY (${ limits.concurrency })`);
  }
  return limits;
}
