/**
 * The Kubernetes schema check of `kubernetesSchemas.mjs`, run in a Node process of its own so
 * that callers which cannot load ES modules (Jest) can use it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { RenderedManifest } from './renderChart';

/** One line per problem; none when every manifest matches its kind's schema. */
export function validateManifests(manifests: RenderedManifest[]): string[] {
  const result = spawnSync(process.execPath, [ path.join(__dirname, 'kubernetesSchemas.mjs') ], {
    input: JSON.stringify(manifests), encoding: 'utf8', cwd: path.resolve(__dirname, '../..'), env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (result.status !== 0) throw new Error(`the manifest check failed: ${ result.stderr }`);
  return JSON.parse(result.stdout) as string[];
}
