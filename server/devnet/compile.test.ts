/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { compileAll, DEMO_CONTRACT_NAMES, getArtifact, getArtifactPaths } from './compile';

describe('compile', () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-build-'));
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  it('compiles every demo contract with solc 0.8.28 and keeps its standard-JSON input and output', () => {
    const { artifacts, compiledCount } = compileAll({ buildDir });
    expect(compiledCount).toBe(DEMO_CONTRACT_NAMES.length);
    for (const artifact of artifacts) {
      expect(artifact.compilerVersion).toMatch(/^v0\.8\.28\+commit\.[0-9a-f]{8}$/);
      // Hex, with a placeholder where a library's address goes (RevenueSplitter's BasisPoints).
      expect(artifact.bytecode).toMatch(/^0x(?:[0-9a-f]|__\$[0-9a-f]{34}\$__){100,}$/);
      expect(artifact.deployedBytecode.length).toBeLessThan(artifact.bytecode.length);
      expect(artifact.standardJsonInput.sources[artifact.sourcePath]).toBeDefined();
      const paths = getArtifactPaths(artifact.contractName, buildDir);
      expect(JSON.parse(fs.readFileSync(paths.input, 'utf8'))).toEqual(artifact.standardJsonInput);
      const output = JSON.parse(fs.readFileSync(paths.output, 'utf8'));
      expect(output.contracts[artifact.sourcePath][artifact.contractName].abi).toEqual(artifact.abi);
    }
  });

  it('puts imported sources into the input of the importing contract only', () => {
    const orchestrator = getArtifact('Orchestrator', { buildDir });
    expect(Object.keys(orchestrator.standardJsonInput.sources)).toEqual([
      'contracts/CallRecorder.sol', 'contracts/Orchestrator.sol', 'contracts/Vault.sol', 'contracts/VaultFactory.sol',
    ]);
    expect(Object.keys(getArtifact('Vault', { buildDir }).standardJsonInput.sources)).toEqual([ 'contracts/Vault.sol' ]);
    expect(getArtifact('Reverter', { buildDir }).standardJsonInput.settings.optimizer.enabled).toBe(false);
  });

  it('reuses the cache while the input is unchanged and rebuilds a stale entry', () => {
    expect(compileAll({ buildDir }).compiledCount).toBe(0);
    const paths = getArtifactPaths('Vault', buildDir);
    const stale = { ...JSON.parse(fs.readFileSync(paths.artifact, 'utf8')), inputHash: 'outdated' };
    fs.writeFileSync(paths.artifact, JSON.stringify(stale));
    expect(compileAll({ buildDir }).compiledCount).toBe(1);
  });

  it('rejects an unknown contract name', () => {
    expect(() => getArtifact('Nope' as never, { buildDir })).toThrow('no demo contract named Nope');
  });
});
