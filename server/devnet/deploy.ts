/**
 * Deploys every demo contract from the first account in one pass, without waiting
 * between transactions: addresses follow from sender and nonce (or factory and salt).
 * The manifest ties each address to the exact compiler input of its contract.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  keccak256,
  stringToHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem';

import type { DevnetAccount } from './accounts';
import { getArtifact, getArtifactPaths, linkLibrary, type DemoContractName } from './compile';
import type { TxSender } from './txSender';

/** Addresses of the demo contracts; keys name the role, not the Solidity contract. */
export interface DemoAddresses {
  stableToken: Address;
  governanceToken: Address;
  nft: Address;
  multiToken: Address;
  boxImplementation: Address;
  proxy: Address;
  vaultFactory: Address;
  /** A Vault created through VaultFactory.create2, not by an account. */
  factoryVault: Address;
  callRecorder: Address;
  orchestrator: Address;
  reverter: Address;
  /** A library with a public function, deployed on its own. */
  basisPoints: Address;
  /** Linked to `basisPoints`: verifying it needs the library's address. */
  revenueSplitter: Address;
}

/** The two ERC-20s: one source, different decimals. */
export const DEMO_TOKENS = {
  stableToken: { name: 'Quantum Dollar', symbol: 'QUSD', decimals: 6 },
  governanceToken: { name: 'Quantum Governance', symbol: 'QGOV', decimals: 18 },
} as const;

/** One manifest row: enough to verify the contract's source later. */
export interface ManifestEntry {
  address: Address;
  contractName: DemoContractName;
  sourcePath: string;
  compilerVersion: string;
  /** Path of the exact standard-JSON input, relative to the manifest's folder. */
  standardJsonInput: string;
  inputHash: string;
  /** ABI-encoded constructor arguments (without the creation code). */
  constructorArguments: Hex;
  deployedBy: 'account' | 'factory';
  transactionHash: Hash;
  /** Libraries linked into the bytecode: `contracts/File.sol:Name` → address. */
  libraries: Record<string, Address>;
}

/** The deployment manifest written by {@link deployDemoContracts}. */
export interface DeploymentManifest {
  chainId: number;
  deployer: Address;
  metadataBaseUrl: string;
  contracts: Record<keyof DemoAddresses, ManifestEntry>;
}

/** Gas for a creation, from code size: deposit 200/byte, calldata 16/byte, plus constructor work. */
export function creationGas(initCode: Hex, deployedCode: Hex): bigint {
  const bytes = (hex: Hex) => BigInt((hex.length - 2) / 2);
  return 400_000n + 220n * bytes(deployedCode) + 16n * bytes(initCode);
}

/** Salt of the factory-deployed vault; fixed, so its address is stable per factory. */
const FACTORY_VAULT_SALT = keccak256(stringToHex('qnm.devnet.factory-vault'));
/** The splitter's primary payee (the beneficiary) gets 70 %. */
const SPLITTER_PRIMARY_POINTS = 7_000n;
/** How solc names the library RevenueSplitter links to. */
export const BASIS_POINTS_LIBRARY = 'contracts/BasisPoints.sol:BasisPoints';
/** Initial value stored in the proxy's BoxV1 state by `initialize`. */
const BOX_START_VALUE = 42n;

/** A sent deployment, to be checked once mined. */
export interface SentDeployment {
  label: string;
  hash: Hash;
}

/**
 * Sends the deployments of the demo contracts and returns their manifest, before any
 * is mined; the caller waits for `sent` and then calls {@link writeManifest}.
 * @dev Transactions are sent back to back; the node mines them in arrival order
 * (fifo mempool), so a constructor that needs an earlier contract finds its code.
 */
export async function sendDeployments(args: {
  sender: TxSender;
  deployer: DevnetAccount;
  beneficiary: DevnetAccount;
  chainId: number;
  metadataBaseUrl: string;
  manifestPath: string;
}): Promise<{ manifest: DeploymentManifest; sent: SentDeployment[] }> {
  const { sender, deployer } = args;
  await sender.refreshFees();
  const sent: SentDeployment[] = [];
  const entries: Partial<Record<keyof DemoAddresses, ManifestEntry>> = {};

  const toEntry = (
    name: DemoContractName, address: Address, constructorArguments: Hex, hash: Hash, deployedBy: ManifestEntry['deployedBy'],
    libraries: Record<string, Address> = {},
  ): ManifestEntry => {
    const artifact = getArtifact(name);
    const inputPath = getArtifactPaths(name).input;
    return {
      address,
      contractName: name,
      sourcePath: artifact.sourcePath,
      compilerVersion: artifact.compilerVersion,
      standardJsonInput: path.relative(path.dirname(path.resolve(args.manifestPath)), inputPath),
      inputHash: artifact.inputHash,
      constructorArguments,
      deployedBy,
      transactionHash: hash,
      libraries,
    };
  };

  async function deploy(
    role: keyof DemoAddresses, name: DemoContractName, constructorArgs: readonly unknown[] = [], libraries: Record<string, Address> = {},
  ): Promise<Address> {
    const artifact = getArtifact(name);
    const bytecode = Object.entries(libraries).reduce((code, [ library, address ]) => linkLibrary(code, library, address), artifact.bytecode);
    const data = encodeDeployData({ abi: artifact.abi, bytecode, args: constructorArgs });
    const tx = await sender.send({
      label: `deploy ${ role }`,
      from: deployer,
      data,
      gas: creationGas(data, artifact.deployedBytecode),
      type: 'eip1559',
      tipWei: 1_000_000_000n,
    });
    const address = getContractAddress({ from: deployer.address, nonce: BigInt(tx.nonce) });
    sent.push({ label: `deploy ${ role }`, hash: tx.hash });
    entries[role] = toEntry(name, address, `0x${ data.slice(artifact.bytecode.length) }`, tx.hash, 'account', libraries);
    return address;
  }

  const tokenArgs = (token: typeof DEMO_TOKENS[keyof typeof DEMO_TOKENS]) => [ token.name, token.symbol, token.decimals ];
  const base = args.metadataBaseUrl;
  const box = getArtifact('BoxV1');
  const initData = encodeFunctionData({ abi: box.abi, functionName: 'initialize', args: [ deployer.address, BOX_START_VALUE ] });

  const stableToken = await deploy('stableToken', 'DemoToken', tokenArgs(DEMO_TOKENS.stableToken));
  const governanceToken = await deploy('governanceToken', 'DemoToken', tokenArgs(DEMO_TOKENS.governanceToken));
  const nft = await deploy('nft', 'DemoNFT', [ 'QNM Glyphs', 'GLYPH', `${ base }/erc721/` ]);
  const multiToken = await deploy('multiToken', 'DemoMultiToken', [ 'QNM Items', `${ base }/erc1155/{id}.json` ]);
  const boxImplementation = await deploy('boxImplementation', 'BoxV1');
  const proxy = await deploy('proxy', 'DemoProxy', [ boxImplementation, initData ]);
  const vaultFactory = await deploy('vaultFactory', 'VaultFactory');
  const callRecorder = await deploy('callRecorder', 'CallRecorder');
  const orchestrator = await deploy('orchestrator', 'Orchestrator', [ vaultFactory, callRecorder ]);
  const reverter = await deploy('reverter', 'Reverter');
  const basisPoints = await deploy('basisPoints', 'BasisPoints');
  const revenueSplitter = await deploy('revenueSplitter', 'RevenueSplitter',
    [ args.beneficiary.address, deployer.address, SPLITTER_PRIMARY_POINTS ], { [BASIS_POINTS_LIBRARY]: basisPoints });

  // A vault created by the factory: its code is verified like any other, but no account deployed it.
  const vault = getArtifact('Vault');
  const vaultArgs = encodeAbiParameters([ { type: 'address' }, { type: 'uint256' } ], [ args.beneficiary.address, 0n ]);
  const factoryTx = await sender.send({
    label: 'deploy factoryVault',
    from: deployer,
    to: vaultFactory,
    data: encodeFunctionData({
      abi: getArtifact('VaultFactory').abi, functionName: 'create2', args: [ FACTORY_VAULT_SALT, args.beneficiary.address, 0n ],
    }),
    gas: creationGas(vault.bytecode, vault.deployedBytecode),
    type: 'eip1559',
    tipWei: 1_000_000_000n,
  });
  const factoryVault = getContractAddress({
    opcode: 'CREATE2',
    from: vaultFactory,
    salt: FACTORY_VAULT_SALT,
    bytecode: `${ vault.bytecode }${ vaultArgs.slice(2) }`,
  });
  sent.push({ label: 'deploy factoryVault', hash: factoryTx.hash });
  entries.factoryVault = toEntry('Vault', factoryVault, vaultArgs, factoryTx.hash, 'factory');

  const addresses: DemoAddresses = {
    stableToken, governanceToken, nft, multiToken, boxImplementation, proxy, vaultFactory, factoryVault, callRecorder, orchestrator, reverter,
    basisPoints, revenueSplitter,
  };
  const manifest: DeploymentManifest = {
    chainId: args.chainId,
    deployer: deployer.address,
    metadataBaseUrl: base,
    contracts: Object.fromEntries(
      Object.keys(addresses).map((role) => [ role, entries[role as keyof DemoAddresses] ]),
    ) as DeploymentManifest['contracts'],
  };
  return { manifest, sent };
}

/** Writes the manifest as pretty JSON, creating its folder. */
export function writeManifest(manifestPath: string, manifest: DeploymentManifest): void {
  fs.mkdirSync(path.dirname(manifestPath), { recursive: true });
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
}
