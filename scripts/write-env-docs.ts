/**
 * Writes docs/ENVS.md and .env.example from configs/app/envNames.ts, the one list of
 * variables. Run with `npm run docs:envs`; a unit test fails when the files are stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { renderEnvDocs, renderEnvExample } from '../configs/app/envDocs';

const root = path.resolve(__dirname, '..');
writeFileSync(path.join(root, 'docs/ENVS.md'), renderEnvDocs());
writeFileSync(path.join(root, '.env.example'), renderEnvExample());
