/** @jest-environment node */
// The visualizer's own thread keeping: a warm thread answers a first drawing without the
// seconds a cold one spends loading the parser and Graphviz.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createVisualizer } from './index';

const BOX_V1 = readFileSync(path.join(__dirname, '../devnet/contracts/BoxV1.sol'), 'utf8');

describe('createVisualizer', () => {
  it('answers a first-time request for a small contract within 1 s once warm', async() => {
    const visualizer = createVisualizer();
    try {
      await visualizer.warm();
      const startedAt = performance.now();
      const svg = await visualizer.visualizeContracts({ 'contracts/BoxV1.sol': BOX_V1 });
      const elapsedMs = performance.now() - startedAt;
      expect(svg).toContain('>BoxV1<');
      expect(elapsedMs).toBeLessThan(1000);
    } finally {
      await visualizer.close();
    }
  }, 30_000);
});
