import { buildConfig } from './build';
import type { EnvRecord } from './env';

/**
 * Checks the environment at server start. Returns one line per bad variable, naming it and
 * its value; an empty list means the configuration is usable.
 */
export function validateEnv(env: EnvRecord): Array<string> {
  return buildConfig(env).problems;
}
