/** @jest-environment node */
import type { SmartContractRow } from '../../db/queries/smartContracts';
import { serializeSmartContract } from './smartContract';

const FACTS = { address: { contract_code: '0x6080', creation_input: '0x6080', creation_succeeded: true }, proxy: null, twinOf: null };

function verified(overrides: Partial<SmartContractRow>) {
  const contract: SmartContractRow = {
    address_hash: `0x${ 'a1'.repeat(20) }`, name: 'Box', language: 'solidity', compiler_version: 'v0.8.30+commit.73712a01', evm_version: 'default',
    optimization_enabled: false, optimization_runs: null, compiler_settings: {}, file_path: 'Box.sol', abi: [], constructor_arguments: null,
    external_libraries: [], license_type: 'mit', verification_method: 'flattened-code', match_type: 'full', verified_from_address_hash: null,
    verified_at: new Date('2030-01-02T00:00:00.000Z'), ...overrides,
  };
  return serializeSmartContract({ contract, sources: [] }, FACTS);
}

describe('serializeSmartContract', () => {
  it('answers the EVM version solc used for a "default" one, from the compiler version', () => {
    expect(verified({ compiler_version: 'v0.8.30+commit.73712a01' }).evm_version).toBe('prague');
    expect(verified({ compiler_version: 'v0.8.24+commit.e11b9ed9' }).evm_version).toBe('shanghai');
    expect(verified({ evm_version: 'paris' }).evm_version).toBe('paris');
  });
});
