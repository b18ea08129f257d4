/**
 * The OP-stack (Bedrock) events the rollup stage reads, with OP's exact signatures, and their
 * decoding from raw logs. The L1 ones come from the portal and the output oracle; the L2 ones
 * (MessagePassed, and the demo relay's DepositRelayed) are read from the indexed `logs`.
 */
import { decodeAbiParameters, hexToBigInt, hexToNumber, parseAbiItem, sliceHex, toEventSelector, type Hex } from 'viem';

export const TRANSACTION_DEPOSITED = parseAbiItem('event TransactionDeposited(address indexed from, address indexed to, uint256 indexed version, bytes opaqueData)');
export const WITHDRAWAL_PROVEN = parseAbiItem('event WithdrawalProven(bytes32 indexed withdrawalHash, address indexed from, address indexed to)');
export const WITHDRAWAL_FINALIZED = parseAbiItem('event WithdrawalFinalized(bytes32 indexed withdrawalHash, bool success)');
export const OUTPUT_PROPOSED = parseAbiItem('event OutputProposed(bytes32 indexed outputRoot, uint256 indexed l2OutputIndex, uint256 indexed l2BlockNumber, uint256 l1Timestamp)');
export const MESSAGE_PASSED = parseAbiItem('event MessagePassed(uint256 indexed nonce, address indexed sender, address indexed target, uint256 value, uint256 gasLimit, bytes data, bytes32 withdrawalHash)');
export const DISPUTE_GAME_CREATED = parseAbiItem('event DisputeGameCreated(address indexed disputeProxy, uint32 indexed gameType, bytes32 indexed rootClaim)');
/** Ours: the embedded demo's stand-in for a 0x7e deposit transaction (server/devnet/rollup). */
export const DEPOSIT_RELAYED = parseAbiItem('event DepositRelayed(bytes32 indexed sourceHash, address indexed from, address indexed to)');

export const TOPICS = {
  transactionDeposited: toEventSelector(TRANSACTION_DEPOSITED),
  withdrawalProven: toEventSelector(WITHDRAWAL_PROVEN),
  withdrawalFinalized: toEventSelector(WITHDRAWAL_FINALIZED),
  outputProposed: toEventSelector(OUTPUT_PROPOSED),
  disputeGameCreated: toEventSelector(DISPUTE_GAME_CREATED),
  messagePassed: toEventSelector(MESSAGE_PASSED),
  depositRelayed: toEventSelector(DEPOSIT_RELAYED),
} as const;

/** A log as `eth_getLogs` answers it. */
export interface RawLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  transactionHash: Hex;
  logIndex: Hex;
}

/** The address in an indexed topic (its last 20 bytes), lower case. */
export const topicAddress = (topic: Hex | string | undefined): Hex => `0x${ (topic ?? '0x').slice(-40) }`.toLowerCase() as Hex;

/** The fields OP packs into `opaqueData`: mint, value, gas limit, creation flag, data. */
export interface DepositOpaqueData {
  mint: bigint;
  value: bigint;
  gasLimit: bigint;
  isCreation: boolean;
  data: Hex;
}

/** OP's `abi.encodePacked(mint, value, gasLimit, isCreation, data)` (version 0): 32+32+8+1 bytes, then data. */
export function decodeOpaqueData(opaque: Hex): DepositOpaqueData {
  if ((opaque.length - 2) / 2 < 73) throw new Error(`opaqueData of ${ (opaque.length - 2) / 2 } bytes: a version-0 deposit has at least 73`);
  return {
    mint: hexToBigInt(sliceHex(opaque, 0, 32)),
    value: hexToBigInt(sliceHex(opaque, 32, 64)),
    gasLimit: hexToBigInt(sliceHex(opaque, 64, 72)),
    isCreation: hexToNumber(sliceHex(opaque, 72, 73)) !== 0,
    data: (opaque.length > 2 + 73 * 2 ? `0x${ opaque.slice(2 + 73 * 2) }` : '0x') as Hex,
  };
}

export interface DepositEvent extends DepositOpaqueData {
  from: Hex;
  /** Null for a contract creation. */
  to: Hex | null;
  version: bigint;
}

export function decodeTransactionDeposited(log: RawLog): DepositEvent {
  const version = hexToBigInt(log.topics[3] ?? '0x0');
  const [ opaque ] = decodeAbiParameters([ { type: 'bytes' } ], log.data) as [ Hex ];
  const packed = decodeOpaqueData(opaque);
  return { ...packed, from: topicAddress(log.topics[1]), to: packed.isCreation ? null : topicAddress(log.topics[2]), version };
}

export function decodeWithdrawalProven(log: RawLog): { withdrawalHash: Hex } {
  return { withdrawalHash: (log.topics[1] ?? '0x').toLowerCase() as Hex };
}

export function decodeWithdrawalFinalized(log: RawLog): { withdrawalHash: Hex; success: boolean } {
  const [ success ] = decodeAbiParameters([ { type: 'bool' } ], log.data);
  return { withdrawalHash: (log.topics[1] ?? '0x').toLowerCase() as Hex, success };
}

export function decodeOutputProposed(log: RawLog): { outputRoot: Hex; l2OutputIndex: bigint; l2BlockNumber: bigint } {
  return {
    outputRoot: (log.topics[1] ?? '0x').toLowerCase() as Hex,
    l2OutputIndex: hexToBigInt(log.topics[2] ?? '0x0'),
    l2BlockNumber: hexToBigInt(log.topics[3] ?? '0x0'),
  };
}

export function decodeDisputeGameCreated(log: RawLog): { game: Hex; gameType: number; rootClaim: Hex } {
  return {
    game: topicAddress(log.topics[1]),
    gameType: Number(hexToBigInt(log.topics[2] ?? '0x0')),
    rootClaim: (log.topics[3] ?? '0x').toLowerCase() as Hex,
  };
}

/** MessagePassed's data: value, gas limit, message data and the withdrawal hash. */
export function decodeMessagePassedData(data: Hex): { value: bigint; gasLimit: bigint; data: Hex; withdrawalHash: Hex } {
  const [ value, gasLimit, message, withdrawalHash ] = decodeAbiParameters(
    [ { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' }, { type: 'bytes32' } ], data);
  return { value, gasLimit, data: message, withdrawalHash };
}

/** OP's versioned nonce: the version in the top two bytes, the count below. */
export function splitVersionedNonce(nonce: bigint): { nonce: bigint; version: number } {
  return { nonce: nonce & ((1n << 240n) - 1n), version: Number(nonce >> 240n) };
}
