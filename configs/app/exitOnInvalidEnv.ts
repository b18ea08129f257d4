import type { EnvRecord } from './env';
import { validateEnv } from './validate';

/** Stops the server with a message naming each bad variable and its value. */
export function exitOnInvalidEnv(env: EnvRecord): void {
  const problems = validateEnv(env);
  if (problems.length > 0) {
    // eslint-disable-next-line no-console
    console.error([ 'Invalid configuration, the server will not start:', ...problems.map((line) => `  - ${ line }`) ].join('\n'));
    process.exit(1);
  }
}
