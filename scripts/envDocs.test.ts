import { readFileSync } from 'node:fs';
import path from 'node:path';

import { renderAllEnvDocs, renderWebEnvExample } from './envDocs';

describe('docs/ENVS.md', () => {
  it('is the generated list of both halves\' variables (npm run docs:envs)', () => {
    const text = readFileSync(path.resolve(__dirname, '../docs/ENVS.md'), 'utf8');
    expect(text).toBe(renderAllEnvDocs());
    // Both halves are there: a frontend and a backend variable.
    expect(text).toContain('`NEXT_PUBLIC_NETWORK_ID`');
    expect(text).toContain('`ETH_CALL_GAS_CAP`');
  });
});

describe('.env.example', () => {
  it('is the generated list of the web app\'s variables, with the server-side ones it shares with the API', () => {
    const text = readFileSync(path.resolve(__dirname, '../.env.example'), 'utf8');
    expect(text).toBe(renderWebEnvExample());
    expect(text).toContain('\nNEXT_PUBLIC_NETWORK_ID=265\n');
    expect(text).toContain('\nCLIENT_IP_SECRET=\n');
  });
});
