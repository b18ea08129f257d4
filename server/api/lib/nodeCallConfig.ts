/**
 * `ETH_CALL_*`: the limits of the node-call gate (`nodeCallGate.ts`), each an integer with
 * a default for a geth-like node, or the embedded devnet's when the API reads it.
 */
import { readSetting, SettingsError, type Env, type SettingName } from '../../settings';
import { DEFAULT_NODE_CALL_LIMITS, type NodeCallLimits } from './nodeCallGate';

const LIMITS: ReadonlyArray<{ name: SettingName & `ETH_CALL_${ string }`; key: keyof NodeCallLimits }> = [
  { name: 'ETH_CALL_GAS_CAP', key: 'gasPerCall' },
  { name: 'ETH_CALL_REQUEST_GAS_CAP', key: 'gasPerRequest' },
  { name: 'ETH_CALL_CONCURRENCY', key: 'concurrency' },
  { name: 'ETH_CALL_CLIENT_CONCURRENCY', key: 'concurrencyPerClient' },
  { name: 'ETH_CALL_TIMEOUT_MS', key: 'timeoutMs' },
  { name: 'ETH_CALL_CLIENT_NODE_MS_PER_MINUTE', key: 'nodeMsPerClientMinute' },
];

/**
 * The gate's limits from `env`, each unset one from `defaults`.
 * @throws {SettingsError} naming the variable when a value is not an integer in its range.
 */
export function readNodeCallLimits(env: Env, defaults: NodeCallLimits = DEFAULT_NODE_CALL_LIMITS): NodeCallLimits {
  const limits = { ...defaults };
  for (const { name, key } of LIMITS) {
    const value = readSetting(env, name);
    if (value !== undefined) limits[key] = value as number;
  }
  if (limits.gasPerRequest < limits.gasPerCall) {
    throw new SettingsError(`ETH_CALL_REQUEST_GAS_CAP (${ limits.gasPerRequest }) must be at least ETH_CALL_GAS_CAP (${ limits.gasPerCall })`);
  }
  if (limits.concurrencyPerClient > limits.concurrency) {
    throw new SettingsError(`ETH_CALL_CLIENT_CONCURRENCY (${ limits.concurrencyPerClient }) must be at most ETH_CALL_CONCURRENCY (${ limits.concurrency })`);
  }
  return limits;
}
