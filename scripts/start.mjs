// One command to run the explorer: installs npm packages when missing, builds the web app when
// its sources changed, then serves it on loopback. Ctrl-C stops everything.
//
// Roles (ROLES=web,api,indexer,devnet) arrive with the built-in backend; today this starts the
// web app, which shows its backend-down states until an API answers at NEXT_PUBLIC_API_HOST.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = [ 'pages', 'ui', 'lib', 'configs', 'types', 'theme', 'public' ];
const SOURCE_FILES = [ 'next.config.js', 'package-lock.json', 'tsconfig.json', 'instrumentation.ts' ];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function needsBuild() {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return [ ...SOURCE_DIRS, ...SOURCE_FILES ].some((name) => newestMtime(path.join(root, name)) > builtAt);
}

if (!existsSync(path.join(root, 'node_modules/.bin/next'))) {
  console.log('Installing npm packages…');
  // `npm install`, not `npm ci`: this registry lacks other platforms' optional packages, which `npm ci` demands.
  run('npm', [ 'install', '--no-audit', '--no-fund' ]);
}
if (needsBuild()) {
  console.log('Building the web app…');
  run('npx', [ 'next', 'build' ]);
}

const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '3000';
// Run Next's own binary (not through npx) so that signals reach the server itself.
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const web = spawn(process.execPath, [ nextBin, 'start', '-H', host, '-p', port ], {
  cwd: root,
  stdio: 'inherit',
  env: { NEXT_PUBLIC_APP_HOST: host === '127.0.0.1' ? 'localhost' : host, NEXT_PUBLIC_APP_PORT: port, ...process.env },
});

console.log(`\nExplorer: http://${ host === '127.0.0.1' ? 'localhost' : host }:${ port }\n`);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  web.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
web.on('exit', (code) => process.exit(code ?? 0));
