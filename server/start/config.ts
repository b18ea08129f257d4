/**
 * The one-command start's slice of the settings (server/settings): which roles run in this
 * process tree and where the web app listens. The roles' own settings (DEVNET_*,
 * INDEXER_*, API_*, DATABASE_URL, …) are read by their modules from the same registry.
 */
import { readSetting, SettingsError, type Env } from '../settings';

export const ROLES = [ 'web', 'api', 'indexer', 'devnet' ] as const;
export type Role = typeof ROLES[number];

export interface StartConfig {
  roles: Set<Role>;
  /** Where the web app listens (HOST, PORT). */
  webHost: string;
  webPort: number;
}

/**
 * ROLES is a comma list of web, api, indexer and devnet. By default all of them run,
 * except the devnet when RPC_URL points at another node.
 */
export function readRoles(env: Env = process.env): Set<Role> {
  const listed = readSetting(env, 'ROLES')?.map((item) => item.toLowerCase());
  if (!listed) return new Set(ROLES.filter((role) => role !== 'devnet' || !readSetting(env, 'RPC_URL')));
  const unknown = listed.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length > 0 || listed.length === 0) {
    throw new SettingsError(`ROLES="${ env.ROLES }": expected a comma list of ${ ROLES.join(', ') }`);
  }
  return new Set(listed as Role[]);
}

export function readStartConfig(env: Env = process.env): StartConfig {
  return { roles: readRoles(env), webHost: readSetting(env, 'HOST'), webPort: readSetting(env, 'PORT') };
}
