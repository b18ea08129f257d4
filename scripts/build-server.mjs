// `npm run build`'s second half: the backend compiled to plain JavaScript in dist/, so that
// production runs it with Node alone (`npm run serve`, the image) and no dev dependency.
// Each TypeScript file becomes one CommonJS file at the same place under dist/ (the API's routes
// are loaded from their folders, so the tree must stay); the files the code reads beside itself
// (migrations, workers, contract sources) are copied along. Tests, benchmarks and test helpers stay out.
import { cpSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');
/** What the backend imports: its own folder and the contract's types. */
const SOURCE_DIRS = [ 'server', 'types' ];
const LEFT_OUT = [ /\.test\.tsx?$/, /\.faults\.ts$/, /\.bench\.ts$/, /\/(test|testing|bench|fixtures)\//, /\.d\.ts$/, /\/\.build\// ];
/** Files read at run time beside the code that reads them. */
const ASSETS = /\.(sql|js|mjs|sol|json)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [ file ];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => walk(path.join(root, dir)))
  .map((file) => path.relative(root, file))
  .filter((file) => !LEFT_OUT.some((pattern) => pattern.test(`/${ file }`)));
const sources = files.filter((file) => /\.tsx?$/.test(file));
const assets = files.filter((file) => ASSETS.test(file));

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: sources,
  outdir,
  outbase: '.',
  bundle: false,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  // `import()` of our own modules (the devnet, loaded only when its role runs) as require(),
  // which finds extensionless paths; Node's ESM loader would not.
  supported: { 'dynamic-import': false },
  logLevel: 'warning',
});
for (const file of assets) {
  mkdirSync(path.dirname(path.join(outdir, file)), { recursive: true });
  cpSync(path.join(root, file), path.join(outdir, file));
}
process.stdout.write(`backend: ${ sources.length } files compiled, ${ assets.length } copied to dist/ in ${ Date.now() - started } ms\n`);
