/**
 * The image's health check (`node dist/server/start/healthcheck.js`): asks each role this
 * process runs (ROLES) whether it answers — the web app's `/api/health`, the API's `/health`,
 * and for an indexer without the API its probe server's `/health` — and exits 0 only if all do.
 */
import { readSetting } from '../settings';
import { readRoles } from './config';

const TIMEOUT_MS = 3000;

/** Where to reach a server bound to `host` from inside its own container. */
function local(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${ reachable.includes(':') ? `[${ reachable }]` : reachable }:${ port }`;
}

export function probeUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  const roles = readRoles(env);
  const urls: string[] = [];
  if (roles.has('web')) urls.push(`${ local(readSetting(env, 'HOST'), readSetting(env, 'PORT')) }/api/health`);
  if (roles.has('api')) urls.push(`${ local(readSetting(env, 'API_HOST'), readSetting(env, 'API_PORT')) }/health`);
  if (roles.has('indexer') && !roles.has('api')) urls.push(`${ local(readSetting(env, 'INDEXER_HOST'), readSetting(env, 'INDEXER_PORT')) }/health`);
  return urls;
}

async function main(): Promise<void> {
  const failures: string[] = [];
  for (const url of probeUrls()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) failures.push(`${ url }: HTTP ${ response.status }`);
    } catch (error) {
      failures.push(`${ url }: ${ (error as Error).message }`);
    }
  }
  if (failures.length > 0) {
    process.stderr.write(`unhealthy: ${ failures.join('; ') }\n`);
    process.exit(1);
  }
}

if (require.main === module) void main();
