/**
 * The app configuration, read from env vars at run time (see `env.ts`). Import it as
 * `import config from 'configs/app'`.
 */
import { buildConfig } from './build';
import { readEnvRecord } from './env';

const { config } = buildConfig(readEnvRecord());

export default config;
export type { AppConfig } from './build';
