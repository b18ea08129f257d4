import { readFileSync } from 'node:fs';
import path from 'node:path';

import { renderAllEnvDocs } from './envDocs';

describe('docs/ENVS.md', () => {
  it('is the generated list of both halves\' variables (npm run docs:envs)', () => {
    const text = readFileSync(path.resolve(__dirname, '../docs/ENVS.md'), 'utf8');
    expect(text).toBe(renderAllEnvDocs());
    // Both halves are there: a frontend and a backend variable.
    expect(text).toContain('`NEXT_PUBLIC_NETWORK_ID`');
    expect(text).toContain('`ETH_CALL_GAS_CAP`');
  });
});
