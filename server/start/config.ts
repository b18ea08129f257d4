/**
 * Settings of the one-command start, from environment variables: which roles run in this
 * process tree and where each listens. The roles' own settings (DEVNET_*, INDEXER_*,
 * API_*, DATABASE_URL, …) are read by their modules.
 */
export const ROLES = [ 'web', 'api', 'indexer', 'devnet' ] as const;
export type Role = typeof ROLES[number];

export class StartConfigError extends Error {
  override name = 'StartConfigError';
}

export interface StartConfig {
  roles: Set<Role>;
  /** Where the web app listens (HOST, PORT). */
  webHost: string;
  webPort: number;
}

const MAX_PORT = 65_535;

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_PORT) throw new StartConfigError(`${ name }="${ raw }": expected a port from 1 to ${ MAX_PORT }`);
  return value;
}

/**
 * ROLES is a comma list of web, api, indexer and devnet. By default all of them run,
 * except the devnet when RPC_URL points at another node.
 */
export function readRoles(env: NodeJS.ProcessEnv = process.env): Set<Role> {
  const raw = env.ROLES?.trim();
  if (!raw) return new Set(ROLES.filter((role) => role !== 'devnet' || !env.RPC_URL));
  const roles = raw.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  const unknown = roles.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length > 0 || roles.length === 0) {
    throw new StartConfigError(`ROLES="${ env.ROLES }": expected a comma list of ${ ROLES.join(', ') }`);
  }
  return new Set(roles as Role[]);
}

export function readStartConfig(env: NodeJS.ProcessEnv = process.env): StartConfig {
  return {
    roles: readRoles(env),
    webHost: env.HOST || '127.0.0.1',
    webPort: readPort(env, 'PORT', 3000),
  };
}
