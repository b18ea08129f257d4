/**
 * The rollup demo in the one-command start (`ROLLUP_DEMO=1`): a simulation of the OP
 * protocol's observable events beside the embedded devnet (server/devnet/rollup). Its
 * settings are known before it runs, so the indexer's rollup stage and the API are
 * configured like any OP-stack explorer's, and the web app shows the rollup pages.
 */
import { readSetting, SettingsError, type Env } from '../settings';

/** Where the demo's L1 links go unless NEXT_PUBLIC_ROLLUP_L1_BASE_URL says: a second explorer on the L1 (README). */
export const DEFAULT_L1_EXPLORER_URL = 'http://localhost:3100';

export interface RollupDemoStart {
  /** The rollup stage's settings, on top of the operator's. */
  env: Record<string, string>;
  /** NEXT_PUBLIC_ROLLUP_* for the web app. */
  webEnv: Record<string, string>;
  /** Where the demo's L1 listens; null: no demo. */
  demo: { host: string; l1Port: number; challengePeriodSeconds: number } | null;
}

export async function planRollupDemo(env: Env, options: { devnetRole: boolean }): Promise<RollupDemoStart> {
  if (!readSetting(env, 'ROLLUP_DEMO')) return { env: {}, webEnv: {}, demo: null };
  if (!options.devnetRole) throw new SettingsError('ROLLUP_DEMO runs beside the embedded devnet: not with RPC_URL or without the devnet role');
  const { DEFAULT_CHALLENGE_PERIOD_SECONDS, plannedRollupSettings } = await loadDevnetModule(() => import('../devnet/rollup'));
  const host = readSetting(env, 'DEVNET_HOST');
  const l1Port = readSetting(env, 'L1_DEVNET_PORT');
  const challengePeriodSeconds = readSetting(env, 'INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS') ?? DEFAULT_CHALLENGE_PERIOD_SECONDS;
  return {
    env: plannedRollupSettings({ host, l1Port, challengePeriodSeconds }),
    webEnv: { NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: DEFAULT_L1_EXPLORER_URL },
    demo: { host, l1Port, challengePeriodSeconds },
  };
}

/**
 * Loads a part of the embedded devnet, which runs on Hardhat, a development dependency: a
 * production install (`npm run serve`, the image) has none, and says so by name.
 */
export async function loadDevnetModule<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'MODULE_NOT_FOUND' && /hardhat/.test((error as Error).message)) {
      throw new SettingsError('The embedded devnet (the devnet role, ROLLUP_DEMO) needs the development install: ' +
        'run `npm start` from a clone; production runs index a node, RPC_URL=…');
    }
    throw error;
  }
}
