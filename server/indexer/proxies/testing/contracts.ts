/**
 * Test contracts for proxy detection and the read/write method endpoints: one Solidity
 * source compiled with solc-js (standard JSON), and a deployer on a devnet account.
 */
import { createRequire } from 'node:module';

import {
  createPublicClient, createWalletClient, encodeDeployData, encodeFunctionData, getAddress, http,
  type Abi, type Address, type Hash, type Hex, type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import type { Devnet } from '../../../devnet/node';

export const TEST_CONTRACTS_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

library Slot {
    function set(bytes32 slot, address value) internal { assembly { sstore(slot, value) } }
}

contract ImplA { function version() external pure returns (uint256) { return 1; } }
contract ImplB { function version() external pure returns (uint256) { return 2; } }

contract Proxy1967 {
    event Upgraded(address indexed implementation);
    bytes32 private constant SLOT = bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1);
    constructor(address implementation) { upgradeTo(implementation); }
    function upgradeTo(address implementation) public { Slot.set(SLOT, implementation); emit Upgraded(implementation); }
    fallback() external payable {
        address implementation;
        bytes32 slot = SLOT;
        assembly {
            implementation := sload(slot)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), implementation, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok case 0 { revert(0, returndatasize()) } default { return(0, returndatasize()) }
        }
    }
}

/// Not a proxy when deployed; becomes one later and says so with Upgraded.
contract LateProxy {
    event Upgraded(address indexed implementation);
    bytes32 private constant SLOT = bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1);
    function upgradeTo(address implementation) external { Slot.set(SLOT, implementation); emit Upgraded(implementation); }
}

contract Beacon {
    event Upgraded(address indexed implementation);
    address public implementation;
    constructor(address implementation_) { implementation = implementation_; }
    function upgradeTo(address implementation_) external { implementation = implementation_; emit Upgraded(implementation_); }
}

contract BeaconProxy {
    event BeaconUpgraded(address indexed beacon);
    bytes32 private constant SLOT = bytes32(uint256(keccak256("eip1967.proxy.beacon")) - 1);
    constructor(address beacon) { Slot.set(SLOT, beacon); emit BeaconUpgraded(beacon); }
}

contract Proxy1822 {
    constructor(address implementation) { Slot.set(keccak256("PROXIABLE"), implementation); }
}

contract ProxyOzLegacy {
    constructor(address implementation) { Slot.set(keccak256("org.zeppelinos.proxy.implementation"), implementation); }
}

/// Makes EIP-1167 clones from inside a transaction (an internal creation).
contract CloneFactory {
    event Cloned(address instance);
    function clone(address target) external returns (address instance) {
        bytes memory code = abi.encodePacked(hex"3d602d80600a3d3981f3363d3d373d3d3d363d73", target, hex"5af43d82803e903d91602b57fd5bf3");
        assembly { instance := create(0, add(code, 32), mload(code)) }
        require(instance != address(0), "clone failed");
        emit Cloned(instance);
    }
}

/// Every kind of value and failure a read method can give.
contract Reads {
    struct Position { address owner; uint64 size; bytes32[] tags; }
    error Insufficient(uint256 requested, uint256 available);

    address public owner;
    bool public paused = true;
    int256 public offset = -42;
    bytes public blob = hex"c0ffee";
    string public label = "reads";
    uint256[] private numbers;

    constructor() { owner = msg.sender; numbers.push(1); numbers.push(2); numbers.push(3); }

    function position() external view returns (Position memory) {
        bytes32[] memory tags = new bytes32[](2);
        tags[0] = bytes32(uint256(1));
        tags[1] = keccak256("tag");
        return Position(owner, 7, tags);
    }
    function allNumbers() external view returns (uint256[] memory) { return numbers; }
    function pair() external pure returns (uint8 small, string memory word) { return (8, "eight"); }
    function add(uint256 a, int8 b) external pure returns (int256) { return int256(a) + b; }
    function echo(address who, bytes calldata data, bool flag) external pure returns (address, bytes memory, bool) { return (who, data, flag); }
    function sum(uint256[] calldata values) external pure returns (uint256 total) { for (uint256 i = 0; i < values.length; i++) total += values[i]; }
    function byOwner(Position calldata p) external pure returns (address, uint256) { return (p.owner, p.tags.length); }
    function failWithReason(uint256 x) external pure returns (uint256) { require(x < 10, "x must be below 10"); return x; }
    function failWithError(uint256 x) external pure returns (uint256) { if (x > 5) revert Insufficient(x, 5); return x; }
    function divide(uint256 a, uint256 b) external pure returns (uint256) { return a / b; }
    function failBare() external pure returns (uint256) { revert(); }
    function setLabel(string calldata label_) external { label = label_; }
    function deposit() external payable {}
    receive() external payable {}
}
`;

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>;
}

/** Compiles `source` with solc-js; every contract of it by name. */
export function compileSolidity(source: string = TEST_CONTRACTS_SOURCE): Record<string, CompiledContract> {
  const solc = createRequire(__filename)('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { 'Test.sol': { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun',
      outputSelection: { '*': { '*': [ 'abi', 'evm.bytecode.object', 'evm.deployedBytecode.object' ] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  return Object.fromEntries(Object.entries(output.contracts['Test.sol']).map(([ name, contract ]) => [ name, {
    abi: contract.abi, bytecode: `0x${ contract.evm.bytecode.object }` as Hex, deployedBytecode: `0x${ contract.evm.deployedBytecode.object }` as Hex,
  } ]));
}

export interface Deployer {
  /** Deploys a compiled contract; resolves to its address. */
  deploy(contract: CompiledContract, args?: unknown[]): Promise<Address>;
  /** Deploys raw creation code (e.g. a hand-made minimal proxy). */
  deployCode(creationCode: Hex): Promise<Address>;
  /** Sends a call and waits for it to be mined; throws when it reverts. */
  send(to: Address, abi: Abi, functionName: string, args?: unknown[]): Promise<TransactionReceipt>;
}

/** A deployer sending from one devnet account (use one the traffic generator does not). */
export function createDeployer(devnet: Devnet, accountIndex: number): Deployer {
  const account = privateKeyToAccount(devnet.accounts[accountIndex].privateKey);
  const chain = { id: devnet.chainId, name: 'devnet', nativeCurrency: { name: 'QNM', symbol: 'QNM', decimals: 18 },
    rpcUrls: { default: { http: [ devnet.url ] } } } as const;
  const wallet = createWalletClient({ account, chain, transport: http(devnet.url) });
  const client = createPublicClient({ chain, transport: http(devnet.url) });

  async function mined(hash: Hash) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`transaction ${ hash } reverted`);
    return receipt;
  }

  async function deployCode(data: Hex): Promise<Address> {
    const receipt = await mined(await wallet.sendTransaction({ data, gas: 5_000_000n }));
    return getAddress(receipt.contractAddress!);
  }

  return {
    deployCode,
    deploy: (contract, args = []) => deployCode(encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args })),
    async send(to, abi, functionName, args = []) {
      return mined(await wallet.sendTransaction({ to, data: encodeFunctionData({ abi, functionName, args }), gas: 1_000_000n }));
    },
  };
}

/** Creation code that returns `runtime` as the contract's code (runtimes under 256 bytes). */
export function creationCodeFor(runtime: Hex): Hex {
  const length = (runtime.length - 2) / 2;
  return `0x3d60${ length.toString(16).padStart(2, '0') }80600a3d3981f3${ runtime.slice(2) }`;
}
