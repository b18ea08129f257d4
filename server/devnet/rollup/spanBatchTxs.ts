/**
 * The transaction section of OP's span batches (Delta, with Isthmus' type 4): every
 * transaction of the span cut into columns, each column written back to back, so similar
 * bytes sit together for the compressor:
 *
 *   contract_creation_bits ++ y_parity_bits ++ tx_sigs ++ tx_tos ++ tx_datas ++ tx_nonces ++ tx_gases ++ protected_bits
 *
 * The chain id is left out (the L2 knows its own), and `v` becomes a y parity bit plus,
 * for legacy transactions only, an EIP-155 "protected" bit.
 */
import { concatBytes, hexToBigInt, hexToBytes, toRlp, type Address, type Hex } from 'viem';

import { encodeBitlist, encodeUvarint, rlpUint } from './encodingPrimitives';
import { BatchEncodingError } from './errors';

/** An access list entry as JSON-RPC returns it. */
interface RpcAccessListEntry {
  address: Address;
  storageKeys: Hex[];
}

/** An EIP-7702 authorization as JSON-RPC returns it. */
interface RpcAuthorization {
  chainId: Hex;
  address: Address;
  nonce: Hex;
  yParity: Hex;
  r: Hex;
  s: Hex;
}

/** The fields of a signed transaction in `eth_getBlockByNumber(…, true)` that a span batch keeps. */
export interface RpcTransactionFields {
  type: Hex;
  to: Address | null;
  value: Hex;
  nonce: Hex;
  gas: Hex;
  input: Hex;
  r: Hex;
  s: Hex;
  v: Hex;
  yParity?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
  accessList?: RpcAccessListEntry[];
  authorizationList?: RpcAuthorization[];
}

/** One transaction as the span batch sees it. */
export interface SpanBatchTx {
  /** 0 legacy, 1 EIP-2930, 2 EIP-1559, 4 EIP-7702; blob transactions (3) never reach an OP L2. */
  type: 0 | 1 | 2 | 4;
  /** Null: a contract creation (a creation bit, and no entry in tx_tos). */
  to: Address | null;
  value: bigint;
  nonce: bigint;
  gas: bigint;
  data: Hex;
  r: bigint;
  s: bigint;
  yParity: 0 | 1;
  /** Legacy only: signed with a chain id (EIP-155). */
  protected: boolean;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  accessList?: RpcAccessListEntry[];
  authorizationList?: RpcAuthorization[];
}

const SUPPORTED_TYPES = new Set([ 0, 1, 2, 4 ]);
const optionalBigInt = (hex: Hex | undefined) => (hex === undefined ? undefined : hexToBigInt(hex));

/** Reads what a span batch needs from a JSON-RPC transaction. */
export function spanBatchTxFromRpc(tx: RpcTransactionFields): SpanBatchTx {
  const type = Number(tx.type);
  if (!SUPPORTED_TYPES.has(type)) throw new BatchEncodingError(`span batches carry no transactions of type ${ type }`);
  const v = hexToBigInt(tx.v);
  // Legacy: v is 27/28 unprotected, chainId * 2 + 35/36 protected; typed ones give yParity (v too, equal to it).
  const unprotectedLegacy = type === 0 && (v === 27n || v === 28n);
  const yParity = type !== 0 ? Number(hexToBigInt(tx.yParity ?? tx.v)) : Number(unprotectedLegacy ? v - 27n : (v - 35n) % 2n);
  return {
    type: type as SpanBatchTx['type'],
    to: tx.to,
    value: hexToBigInt(tx.value),
    nonce: hexToBigInt(tx.nonce),
    gas: hexToBigInt(tx.gas),
    data: tx.input,
    r: hexToBigInt(tx.r),
    s: hexToBigInt(tx.s),
    yParity: yParity === 1 ? 1 : 0,
    protected: type === 0 && !unprotectedLegacy,
    gasPrice: optionalBigInt(tx.gasPrice),
    maxFeePerGas: optionalBigInt(tx.maxFeePerGas),
    maxPriorityFeePerGas: optionalBigInt(tx.maxPriorityFeePerGas),
    accessList: tx.accessList,
    authorizationList: tx.authorizationList,
  };
}

function required(value: bigint | undefined, field: string, tx: SpanBatchTx): bigint {
  if (value === undefined) throw new BatchEncodingError(`a type-${ tx.type } transaction without ${ field }`);
  return value;
}

const rlpAccessList = (list: RpcAccessListEntry[] = []) => list.map((entry) => [ entry.address, entry.storageKeys ]);
const rlpAuthorizations = (list: RpcAuthorization[] = []) => list.map((auth) => [
  rlpUint(hexToBigInt(auth.chainId)), auth.address, rlpUint(hexToBigInt(auth.nonce)),
  rlpUint(hexToBigInt(auth.yParity)), rlpUint(hexToBigInt(auth.r)), rlpUint(hexToBigInt(auth.s)),
]);

/** One entry of tx_datas: the variable fields, RLP-encoded, behind the type byte for typed transactions. */
export function encodeTxData(tx: SpanBatchTx): Uint8Array {
  const value = rlpUint(tx.value);
  switch (tx.type) {
    case 0:
      return toRlp([ value, rlpUint(required(tx.gasPrice, 'gasPrice', tx)), tx.data ], 'bytes');
    case 1:
      return concatBytes([ Uint8Array.of(1), toRlp([ value, rlpUint(required(tx.gasPrice, 'gasPrice', tx)), tx.data, rlpAccessList(tx.accessList) ], 'bytes') ]);
    case 2:
    case 4: {
      const fields = [
        value, rlpUint(required(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas', tx)), rlpUint(required(tx.maxFeePerGas, 'maxFeePerGas', tx)),
        tx.data, rlpAccessList(tx.accessList),
        ...(tx.type === 4 ? [ rlpAuthorizations(tx.authorizationList) ] : []),
      ];
      return concatBytes([ Uint8Array.of(tx.type), toRlp(fields, 'bytes') ]);
    }
  }
}

/** A 32-byte big-endian word. */
function uint256Bytes(value: bigint): Uint8Array {
  return hexToBytes(`0x${ value.toString(16).padStart(64, '0') }`);
}

/** The whole `txs` section of a span batch, for the transactions of every block in order. */
export function encodeSpanBatchTxs(txs: ReadonlyArray<SpanBatchTx>): Uint8Array {
  const legacy = txs.filter((tx) => tx.type === 0);
  return concatBytes([
    encodeBitlist(txs.map((tx) => tx.to === null)),
    encodeBitlist(txs.map((tx) => tx.yParity === 1)),
    ...txs.flatMap((tx) => [ uint256Bytes(tx.r), uint256Bytes(tx.s) ]),
    ...txs.flatMap((tx) => (tx.to === null ? [] : [ hexToBytes(tx.to) ])),
    ...txs.map(encodeTxData),
    ...txs.map((tx) => encodeUvarint(tx.nonce)),
    ...txs.map((tx) => encodeUvarint(tx.gas)),
    encodeBitlist(legacy.map((tx) => tx.protected)),
  ]);
}
