// `npm start`: installs npm packages when missing, then hands over to the one-command start
// (server/start/cli.ts: devnet, indexer, API and web app; see README "Start").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(path.join(root, 'node_modules/.bin/next')) || !existsSync(path.join(root, 'node_modules/tsx'))) {
  console.log('Installing npm packages…');
  // `npm install`, not `npm ci`: this registry lacks other platforms' optional packages, which `npm ci` demands.
  const result = spawnSync('npm', [ 'install', '--no-audit', '--no-fund' ], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// tsx as a loader of this same Node, so signals reach the start process itself.
const child = spawn(process.execPath, [ '--import', 'tsx', path.join(root, 'server/start/cli.ts') ], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the whole process group; the child shuts down and we follow it out.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
