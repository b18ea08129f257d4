/**
 * What the demo shares with OP's protocol: the events with OP's exact signatures, the demo
 * contracts' functions, the predeploy address, and OP's hashes (deposit source, output root,
 * withdrawal). The contracts' own ABIs must contain these items (`contracts.test.ts`).
 */
import { concatHex, encodeAbiParameters, hexToBigInt, keccak256, numberToHex, pad, parseAbi, parseAbiItem, size, sliceHex, type Address, type Hex } from 'viem';

/** OP's L2ToL1MessagePasser predeploy; the demo writes its copy's code there. */
export const L2_TO_L1_MESSAGE_PASSER_ADDRESS: Address = '0x4200000000000000000000000000000000000016';
/** The demo's batch inbox: an L1 address without code, named after the L2's chain id (265). */
export const BATCH_INBOX_ADDRESS: Address = '0xff00000000000000000000000000000000000265';

/** OP's events, verbatim. L1, portal: */
export const TRANSACTION_DEPOSITED = parseAbiItem('event TransactionDeposited(address indexed from, address indexed to, uint256 indexed version, bytes opaqueData)');
export const WITHDRAWAL_PROVEN = parseAbiItem('event WithdrawalProven(bytes32 indexed withdrawalHash, address indexed from, address indexed to)');
export const WITHDRAWAL_FINALIZED = parseAbiItem('event WithdrawalFinalized(bytes32 indexed withdrawalHash, bool success)');
/** L1, output oracle: */
export const OUTPUT_PROPOSED = parseAbiItem(
  'event OutputProposed(bytes32 indexed outputRoot, uint256 indexed l2OutputIndex, uint256 indexed l2BlockNumber, uint256 l1Timestamp)');
/** L2, message passer: */
export const MESSAGE_PASSED = parseAbiItem(
  'event MessagePassed(uint256 indexed nonce, address indexed sender, address indexed target, uint256 value, uint256 gasLimit, bytes data, bytes32 withdrawalHash)');

/** The demo's own event, on L2: the transaction that carried an L1 deposit out. */
export const DEPOSIT_RELAYED = parseAbiItem('event DepositRelayed(bytes32 indexed sourceHash, address indexed from, address indexed to)');

export const PORTAL_ABI = parseAbi([
  'function depositTransaction(address _to, uint256 _value, uint64 _gasLimit, bool _isCreation, bytes _data) payable',
  'function proveWithdrawal(bytes32 _withdrawalHash, address _from, address _to)',
  'function finalizeWithdrawal(bytes32 _withdrawalHash)',
]);

export const OUTPUT_ORACLE_ABI = parseAbi([
  'function proposeL2Output(bytes32 _outputRoot, uint256 _l2BlockNumber)',
  'function latestBlockNumber() view returns (uint256)',
  'function FINALIZATION_PERIOD_SECONDS() view returns (uint256)',
]);

export const MESSAGE_PASSER_ABI = parseAbi([ 'function initiateWithdrawal(address _target, uint256 _gasLimit, bytes _data) payable' ]);

export const DEPOSIT_RELAY_ABI = parseAbi([ 'function relay(bytes32 sourceHash, address from, address to, bytes data) payable' ]);

const ZERO_WORD = pad('0x00', { size: 32 });

/** What TransactionDeposited packs into `opaqueData` (version 0). */
export interface DepositOpaqueData {
  /** Coins minted on L2 (the L1 `msg.value`). */
  mint: bigint;
  /** Value of the L2 call. */
  value: bigint;
  gasLimit: bigint;
  isCreation: boolean;
  data: Hex;
}

/** Reads OP's `abi.encodePacked(mint, value, gasLimit, isCreation, data)`: 32 + 32 + 8 + 1 bytes, then the data. */
export function decodeDepositOpaqueData(opaqueData: Hex): DepositOpaqueData {
  return {
    mint: hexToBigInt(sliceHex(opaqueData, 0, 32)),
    value: hexToBigInt(sliceHex(opaqueData, 32, 64)),
    gasLimit: hexToBigInt(sliceHex(opaqueData, 64, 72)),
    isCreation: hexToBigInt(sliceHex(opaqueData, 72, 73)) !== 0n,
    data: size(opaqueData) > 73 ? sliceHex(opaqueData, 73) : '0x',
  };
}

/** OP's user-deposit source hash: keccak256(bytes32(0) ++ keccak256(l1BlockHash ++ bytes32(l1LogIndex))). */
export function userDepositSourceHash(l1BlockHash: Hex, l1LogIndex: number): Hex {
  const depositId = keccak256(concatHex([ l1BlockHash, pad(numberToHex(l1LogIndex), { size: 32 }) ]));
  return keccak256(concatHex([ ZERO_WORD, depositId ]));
}

/**
 * OP's output root, version 0: keccak256(version ++ stateRoot ++ messagePasserStorageRoot ++ blockHash).
 * Demo simplification: the message passer's storage root is left zero (it would need eth_getProof).
 */
export function outputRootOf(block: { stateRoot: Hex; hash: Hex }): Hex {
  return keccak256(concatHex([ ZERO_WORD, block.stateRoot, ZERO_WORD, block.hash ]));
}

/** A withdrawal as MessagePassed reports it. */
export interface WithdrawalTransaction {
  nonce: bigint;
  sender: Address;
  target: Address;
  value: bigint;
  gasLimit: bigint;
  data: Hex;
}

/** OP's Hashing.hashWithdrawal: keccak256(abi.encode(nonce, sender, target, value, gasLimit, data)). */
export function hashWithdrawal(withdrawal: WithdrawalTransaction): Hex {
  return keccak256(encodeAbiParameters(
    [ { type: 'uint256' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' } ],
    [ withdrawal.nonce, withdrawal.sender, withdrawal.target, withdrawal.value, withdrawal.gasLimit, withdrawal.data ],
  ));
}
