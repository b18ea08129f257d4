/** Smart-contract fixtures (GUIDE §5): a verified token, an unverified contract, a proxy, and hostile sources. */
import type { SmartContract } from 'types/api/contract';

import { CONTRACT_HASH } from 'mocks/address/address';

export { CONTRACT_HASH };
export const PROXY_HASH = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
export const IMPLEMENTATION_HASH = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
export const UNVERIFIED_HASH = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';
/** A verified contract with the same runtime code as {@link twinContract}'s address. */
export const TWIN_HASH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

const TOKEN_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// A demo ERC-20.
contract DemoToken {
    string public name;
    uint256 public totalSupply = 1000;
    function transfer(address to, uint256 amount) external returns (bool) {
        return amount > 0 && to != address(0);
    }
}
`;

export const verifiedContract: SmartContract = {
  is_verified: true, is_fully_verified: true, is_partially_verified: false, is_verified_via_sourcify: false,
  is_verified_via_eth_bytecode_db: false, is_verified_via_verifier_alliance: false, is_changed_bytecode: false, is_blueprint: false,
  certified: false, name: 'DemoToken', compiler_version: 'v0.8.28+commit.7893614a', evm_version: 'cancun', license_type: 'mit',
  file_path: 'contracts/DemoToken.sol', language: 'solidity', optimization_enabled: true, optimization_runs: 200,
  compiler_settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' },
  verified_at: '2025-01-02T03:04:05.000000Z',
  source_code: TOKEN_SOURCE,
  additional_sources: [ { file_path: 'contracts/Strings.sol', source_code: 'library Strings {}\n' } ],
  abi: [
    { type: 'constructor', inputs: [ { name: 'name_', type: 'string' } ], stateMutability: 'nonpayable' },
    { type: 'function', name: 'name', inputs: [], outputs: [ { name: '', type: 'string' } ], stateMutability: 'view' },
    { type: 'function', name: 'transfer', inputs: [ { name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' } ],
      outputs: [ { name: '', type: 'bool' } ], stateMutability: 'nonpayable' },
  ],
  constructor_args: '0x0000000000000000000000000000000000000000000000000000000000000020',
  decoded_constructor_args: [ [ 'Quantum Dollar', { name: 'name_', type: 'string' } ] ],
  has_constructor_args: true,
  creation_bytecode: '0x6080604052348015600f57600080fd5b50',
  deployed_bytecode: '0x6080604052600436106100',
  creation_status: 'success',
  external_libraries: [],
  proxy_type: null, implementations: [], conflicting_implementations: [],
  can_be_visualized_via_sol2uml: true,
};

/** Verified through its twin: same runtime code as TWIN_HASH, which was verified; the twin's arguments are not its own. */
export const twinContract: SmartContract = {
  ...verifiedContract, verified_twin_address_hash: TWIN_HASH, constructor_args: null, decoded_constructor_args: null, has_constructor_args: false,
};

/** Only bytecode and status, as the API answers for an address nobody verified. */
export const unverifiedContract: SmartContract = {
  creation_bytecode: '0x6080604052348015600f57600080fd5b50', deployed_bytecode: '0x60806040526004361061',
  creation_status: 'success', proxy_type: null, implementations: null, conflicting_implementations: null,
};

export const proxyContract: SmartContract = {
  ...verifiedContract, name: 'DemoProxy', source_code: 'contract DemoProxy {}\n', additional_sources: [],
  proxy_type: 'eip1967', implementations: [ { address_hash: IMPLEMENTATION_HASH, name: 'BoxV1' } ],
};

/**
 * A source a chain could hold: markup that must stay text, and a Trojan-source comment whose
 * RLO/LRI/PDI controls reorder what a reader sees (CVE-2021-42574).
 */
export const HOSTILE_SOURCE = 'contract X {\n' +
  '  string s = "<script>alert(1)</script><img src=x onerror=alert(2)>";\n' +
  '  /*\u202E } \u2066if (isAdmin)\u2069 \u2066 begin admins only */\n' +
  '}\n';

export const hostileContract: SmartContract = {
  ...verifiedContract, name: '<b>Evil</b>', source_code: HOSTILE_SOURCE, additional_sources: [],
  file_path: '<img src=x onerror=alert(3)>.sol',
};
