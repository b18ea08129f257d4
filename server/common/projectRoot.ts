/**
 * The explorer's root folder (package.json, node_modules, .next): the nearest folder above
 * this file that has a package.json. The same answer from the TypeScript sources (`server/`)
 * and from the compiled backend (`dist/server/`, `npm run build`), which sit at different depths.
 */
import fs from 'node:fs';
import path from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${ from }`);
  }
}

export const PROJECT_ROOT = findRoot(__dirname);

/** True when this process runs the compiled backend (`npm run serve`, the image), not the sources through tsx. */
export const RUNS_COMPILED = __filename.endsWith('.js');
