/**
 * Writes docs/ENVS.md (both halves: configs/app/envNames.ts and server/settings/registry.ts)
 * and .env.example (the web app's). Run with `npm run docs:envs`; a unit test fails when the
 * files are stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { renderAllEnvDocs, renderWebEnvExample } from './envDocs';

const root = path.resolve(__dirname, '..');
writeFileSync(path.join(root, 'docs/ENVS.md'), renderAllEnvDocs());
writeFileSync(path.join(root, '.env.example'), renderWebEnvExample());
